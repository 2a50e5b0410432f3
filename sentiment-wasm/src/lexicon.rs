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
    for (key, scalar) in BOOSTERS {
        match key.split_once(' ') {
            Some((first, _)) => index.entry(first).or_default().starts_booster_pair = true,
            None => index.entry(key).or_default().booster = Some(*scalar),
        }
    }
    for key in NEGATIONS {
        index.entry(key).or_default().negation = true;
    }
    for (key, weights) in EMOTION {
        index.entry(key).or_default().emotion = Some(weights);
    }
    for (phrase, _) in IDIOMS {
        let first = phrase.split(' ').next().unwrap_or(phrase);
        index.entry(first).or_default().starts_idiom = true;
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

fn find<'t, V>(table: &'t [(&'static str, V)], key: &str) -> Option<&'t V> {
    table
        .binary_search_by(|(k, _)| k.as_bytes().cmp(key.as_bytes()))
        .ok()
        .map(|i| &table[i].1)
}

/// The degree scalar of a two-word booster or dampener ("kind of", "a bit").
pub fn booster_pair(first: &str, second: &str) -> Option<f32> {
    // Short keys are joined on the stack; the table has no long pairs anyway.
    let mut buffer = [0u8; 48];
    let len = first.len() + 1 + second.len();
    if len > buffer.len() {
        return None;
    }
    buffer[..first.len()].copy_from_slice(first.as_bytes());
    buffer[first.len()] = b' ';
    buffer[first.len() + 1..len].copy_from_slice(second.as_bytes());
    std::str::from_utf8(&buffer[..len])
        .ok()
        .and_then(|pair| find(BOOSTERS, pair).copied())
}

/// The longest idiom that starts with `words[0]` and matches the following
/// words, as (number of words, valence).
pub fn longest_idiom(words: &[&str]) -> Option<(usize, f32)> {
    let first = *words.first()?;
    // Idioms starting with `first ` form a contiguous range of the sorted table.
    let lower = IDIOMS.partition_point(|(k, _)| k.as_bytes() < first.as_bytes());
    let mut best: Option<(usize, f32)> = None;
    for (phrase, value) in &IDIOMS[lower..] {
        let rest = match phrase.strip_prefix(first) {
            Some(rest) => rest,
            None => break,
        };
        let rest = match rest.strip_prefix(' ') {
            Some(rest) => rest,
            None => continue,
        };
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
    fn booster_pairs_and_idioms() {
        assert!(booster_pair("kind", "of").is_some());
        assert!(booster_pair("kind", "hearted").is_none());
        assert_eq!(
            longest_idiom(&["over", "the", "moon", "today"]).map(|(n, _)| n),
            Some(3)
        );
        assert_eq!(longest_idiom(&["over", "the", "sea"]), None);
    }
}
