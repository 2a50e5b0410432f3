//! Look-ups in the generated lexicons (`lexicon_data.rs`, `emotion_data.rs`).
//!
//! The tables are sorted arrays (binary-searchable, no start-up cost). For the
//! hot path, every single-word key of every table is gathered once per
//! instance into one hash index, so a word costs one hash look-up that
//! answers everything the rules ask about it: valence, degree scalar,
//! negation, emotion weights, and whether an idiom or a two-word degree
//! phrase starts with it.

use crate::emotion_data::EMOTION;
use crate::lexicon_data::{BOOSTERS, IDIOMS, NEGATIONS, VALENCE};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Function words that rules look for by name. Kept in the index so the hot
/// path compares a byte, not strings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Marker {
    /// Any other word.
    #[default]
    None,
    /// "but", "however": contrast.
    But,
    /// "yet": contrast at a clause start.
    Yet,
    /// "and" (before "yet").
    And,
    /// "although", "though", "albeit": concession.
    Although,
    /// "never" (emphasis in "never so good").
    Never,
    /// "so", "this", "such" after "never".
    So,
    /// "least" (negates, unless "at least" / "very least").
    Least,
    /// "at", "very" before "least".
    AtOrVery,
    /// "no" (scores 0 before a sentiment word).
    No,
}

const MARKERS: &[(&str, Marker)] = &[
    ("albeit", Marker::Although),
    ("although", Marker::Although),
    ("and", Marker::And),
    ("at", Marker::AtOrVery),
    ("but", Marker::But),
    ("however", Marker::But),
    ("least", Marker::Least),
    ("never", Marker::Never),
    ("no", Marker::No),
    ("so", Marker::So),
    ("such", Marker::So),
    ("this", Marker::So),
    ("though", Marker::Although),
    ("very", Marker::AtOrVery),
    ("yet", Marker::Yet),
];

/// Everything the rules need to know about one word, emoji or emoticon.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct WordInfo {
    /// Valence on VADER's −4..4 scale.
    pub valence: Option<f32>,
    /// Degree scalar when the word is a booster (+) or dampener (−).
    pub booster: Option<f32>,
    /// The word negates what follows.
    pub negation: bool,
    /// Emotion weights `[joy, sadness, anger, fear, surprise, disgust]`.
    pub emotion: Option<&'static [f32; 6]>,
    /// Some idiom starts with this word.
    pub starts_idiom: bool,
    /// Some two-word degree phrase ("kind of") starts with this word.
    pub starts_booster_pair: bool,
    /// The function word it is, if the rules look for it.
    pub marker: Marker,
    /// Where the idioms starting with this word are in `IDIOMS` (start, end).
    idioms: (u16, u16),
    /// Where the two-word degree phrases starting with it are in `BOOSTERS`.
    pairs: (u16, u16),
}

/// Widens `range` (empty when start == end) to include index `i`.
fn include(range: &mut (u16, u16), i: usize) {
    let i = i as u16;
    if range.0 == range.1 {
        *range = (i, i + 1);
    } else {
        range.0 = range.0.min(i);
        range.1 = range.1.max(i + 1);
    }
}

/// FNV-1a: fast for short keys, and enough for a fixed table of our own.
#[derive(Default)]
struct Fnv1a(u64);

impl Hasher for Fnv1a {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut hash = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for byte in bytes {
            hash ^= u64::from(*byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = hash;
    }
}

type Index = HashMap<&'static str, WordInfo, BuildHasherDefault<Fnv1a>>;

fn build_index() -> Index {
    let mut index =
        Index::with_capacity_and_hasher(VALENCE.len() + EMOTION.len(), Default::default());
    for (key, valence) in VALENCE {
        index.entry(key).or_default().valence = Some(*valence);
    }
    for (i, (key, scalar)) in BOOSTERS.iter().enumerate() {
        match key.split_once(' ') {
            Some((first, _)) => {
                let info = index.entry(first).or_default();
                info.starts_booster_pair = true;
                include(&mut info.pairs, i);
            }
            None => index.entry(key).or_default().booster = Some(*scalar),
        }
    }
    for key in NEGATIONS {
        index.entry(key).or_default().negation = true;
    }
    for (key, weights) in EMOTION {
        index.entry(key).or_default().emotion = Some(weights);
    }
    // Sorted by bytes, the phrases that start with one word are contiguous (a space sorts first).
    for (i, (phrase, _)) in IDIOMS.iter().enumerate() {
        let first = phrase.split(' ').next().unwrap_or(phrase);
        let info = index.entry(first).or_default();
        info.starts_idiom = true;
        include(&mut info.idioms, i);
    }
    for (word, marker) in MARKERS {
        index.entry(word).or_default().marker = *marker;
    }
    index
}

thread_local! {
    /// Built on first use, once per instance (wasm32 has one thread).
    static INDEX: Index = build_index();
}

/// What the lexicons say about `key` (default: nothing).
pub fn word_info(key: &str) -> WordInfo {
    let mut info = INDEX
        .with(|index| index.get(key).copied())
        .unwrap_or_default();
    // Any contraction with "n't" negates (couldn't, wouldn't, ain't, …).
    if !info.negation && key.ends_with("n't") {
        info.negation = true;
    }
    info
}

/// Valence of an unknown word from a known one it is built on, or `None`:
/// a negating prefix (`unfunny` ← `funny`, negated) or an inflection
/// (`brilliantly` ← `brilliant`, `loving` ← `love`, `happiest` ← `happy`).
/// Derived valences count [`DERIVED_WEIGHT`] of the base word's.
pub fn derived_valence(key: &str) -> Option<f32> {
    if key.len() < 5 || !key.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    // Unknown words repeat (names, topic words): remember the answer, in a bounded cache.
    if let Some(known) = DERIVED.with(|cache| cache.borrow().get(key).copied()) {
        return known;
    }
    let derived = derive_uncached(key);
    DERIVED.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() >= DERIVED_CACHE_CAPACITY {
            cache.clear();
        }
        cache.insert(key.into(), derived);
    });
    derived
}

const DERIVED_CACHE_CAPACITY: usize = 4096;

thread_local! {
    static DERIVED: std::cell::RefCell<HashMap<Box<str>, Option<f32>, BuildHasherDefault<Fnv1a>>> =
        std::cell::RefCell::new(HashMap::default());
}

fn derive_uncached(key: &str) -> Option<f32> {
    let known = |base: &str| INDEX.with(|index| index.get(base).and_then(|info| info.valence));
    for prefix in ["un", "non"] {
        if let Some(base) = key.strip_prefix(prefix) {
            if base.len() >= 4 {
                if let Some(v) = known(base) {
                    return Some(crate::analyze::N_SCALAR * v * DERIVED_WEIGHT);
                }
            }
        }
    }
    // (suffix, what replaces it), most specific first. Not "-er": it makes agent
    // nouns as often as comparatives ("player" is not more "play").
    const SUFFIXES: &[(&str, &str)] = &[
        ("iest", "y"),
        ("ier", "y"),
        ("ily", "y"),
        ("ied", "y"),
        ("ies", "y"),
        ("ingly", ""),
        ("edly", ""),
        ("ness", ""),
        ("ing", ""),
        ("ing", "e"),
        ("est", ""),
        ("est", "e"),
        ("ly", ""),
        ("ed", ""),
        ("ed", "e"),
        ("es", ""),
        ("s", ""),
    ];
    let mut buffer = String::with_capacity(key.len() + 1);
    for (suffix, replacement) in SUFFIXES {
        if let Some(stem) = key.strip_suffix(suffix) {
            if stem.len() < 3 {
                continue;
            }
            buffer.clear();
            buffer.push_str(stem);
            buffer.push_str(replacement);
            if let Some(v) = known(&buffer) {
                return Some(v * DERIVED_WEIGHT);
            }
            // A doubled final consonant: "stopped" ← "stop", "sadder" ← "sad".
            let bytes = stem.as_bytes();
            if replacement.is_empty()
                && bytes.len() >= 4
                && bytes[bytes.len() - 1] == bytes[bytes.len() - 2]
            {
                if let Some(v) = known(&stem[..stem.len() - 1]) {
                    return Some(v * DERIVED_WEIGHT);
                }
            }
        }
    }
    None
}

/// How much of its base word's valence a derived word gets: less certain.
pub const DERIVED_WEIGHT: f32 = 0.9;

impl WordInfo {
    /// The degree scalar of the two-word booster or dampener `first second`
    /// ("kind of", "a bit"), where `self` is what the index says of `first`:
    /// the caller already has it, so the first word is not looked up again.
    pub fn booster_pair(&self, first: &str, second: &str) -> Option<f32> {
        let (start, end) = self.pairs;
        BOOSTERS[usize::from(start)..usize::from(end)]
            .iter()
            .find(|(pair, _)| {
                pair.len() == first.len() + 1 + second.len() && pair.ends_with(second)
            })
            .map(|(_, scalar)| *scalar)
    }

    /// The longest idiom that starts with `words[0]` (whose info is `self`) and
    /// matches the following words, as (number of words, valence).
    pub fn longest_idiom(&self, words: &[&str]) -> Option<(usize, f32)> {
        let first = *words.first()?;
        let (start, end) = self.idioms;
        let mut best: Option<(usize, f32)> = None;
        for (phrase, value) in &IDIOMS[usize::from(start)..usize::from(end)] {
            // Every phrase in the range starts with `first` and a space.
            let rest = &phrase[first.len() + 1..];
            let mut matched = 1;
            let mut ok = true;
            for part in rest.split(' ') {
                if words.get(matched) == Some(&part) {
                    matched += 1;
                } else {
                    ok = false;
                    break;
                }
            }
            if ok && best.map_or(true, |(n, _)| matched > n) {
                best = Some((matched, *value));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The slow, obvious reference: a linear scan of each table.
    fn reference_info(key: &str) -> WordInfo {
        WordInfo {
            valence: VALENCE.iter().find(|(k, _)| *k == key).map(|(_, v)| *v),
            booster: BOOSTERS
                .iter()
                .find(|(k, _)| *k == key && !k.contains(' '))
                .map(|(_, v)| *v),
            negation: NEGATIONS.contains(&key) || key.ends_with("n't"),
            emotion: EMOTION.iter().find(|(k, _)| *k == key).map(|(_, w)| w),
            starts_idiom: IDIOMS.iter().any(|(p, _)| p.split(' ').next() == Some(key)),
            starts_booster_pair: BOOSTERS
                .iter()
                .any(|(p, _)| p.split_once(' ').map(|(f, _)| f) == Some(key)),
            marker: MARKERS
                .iter()
                .find(|(w, _)| *w == key)
                .map_or(Marker::None, |(_, m)| *m),
            idioms: range_of(IDIOMS.iter().map(|(p, _)| p.split(' ').next() == Some(key))),
            pairs: range_of(
                BOOSTERS
                    .iter()
                    .map(|(p, _)| p.split_once(' ').map(|(f, _)| f) == Some(key)),
            ),
        }
    }

    fn range_of(hits: impl Iterator<Item = bool>) -> (u16, u16) {
        let hits: Vec<usize> = hits
            .enumerate()
            .filter(|(_, hit)| *hit)
            .map(|(i, _)| i)
            .collect();
        match (hits.first(), hits.last()) {
            (Some(&a), Some(&b)) => (a as u16, b as u16 + 1),
            _ => (0, 0),
        }
    }

    #[test]
    fn the_index_agrees_with_a_linear_scan_for_every_key() {
        let keys = VALENCE
            .iter()
            .map(|(k, _)| *k)
            .chain(BOOSTERS.iter().map(|(k, _)| *k))
            .chain(NEGATIONS.iter().copied())
            .chain(EMOTION.iter().map(|(k, _)| *k))
            .chain(IDIOMS.iter().map(|(k, _)| *k))
            .chain(MARKERS.iter().map(|(k, _)| *k))
            .chain(["", "zzzz-not-a-word", "shouldn't", "kind", "😂", ":)"]);
        for key in keys {
            assert_eq!(word_info(key), reference_info(key), "{key:?}");
        }
    }

    #[test]
    fn tables_are_sorted_and_unique() {
        assert!(VALENCE
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
        assert!(IDIOMS
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
        assert!(BOOSTERS
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
        assert!(EMOTION
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
    }

    #[test]
    fn no_idiom_is_longer_than_the_engine_looks() {
        let longest = IDIOMS
            .iter()
            .map(|(p, _)| p.split(' ').count())
            .max()
            .unwrap_or(0);
        assert!(
            longest <= crate::analyze::IDIOM_MAX_WORDS,
            "an idiom has {longest} words"
        );
    }

    #[test]
    fn booster_pairs_and_idioms() {
        let kind = word_info("kind");
        assert!(kind.booster_pair("kind", "of").is_some());
        assert!(kind.booster_pair("kind", "hearted").is_none());
        assert_eq!(
            word_info("over")
                .longest_idiom(&["over", "the", "moon", "today"])
                .map(|(n, _)| n),
            Some(3)
        );
        assert_eq!(
            word_info("over").longest_idiom(&["over", "the", "sea"]),
            None
        );
    }
}
