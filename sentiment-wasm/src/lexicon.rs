//! Look-ups in the generated lexicons (`lexicon_data.rs`, `emotion_data.rs`):
//! valence of a word, emoji or emoticon; degree modifiers; negations; idioms;
//! emotion weights. Every table is sorted by its key's bytes, so look-ups are
//! binary searches with no start-up cost.

use crate::emotion_data::EMOTION;
use crate::lexicon_data::{BOOSTERS, IDIOMS, NEGATIONS, VALENCE};

fn find<'t, V>(table: &'t [(&'static str, V)], key: &str) -> Option<&'t V> {
    table
        .binary_search_by(|(k, _)| k.as_bytes().cmp(key.as_bytes()))
        .ok()
        .map(|i| &table[i].1)
}

/// The valence (−4..4, VADER's scale) of a word, emoji or emoticon key.
pub fn valence(key: &str) -> Option<f32> {
    find(VALENCE, key).copied()
}

/// The degree scalar of a booster (positive) or dampener (negative).
pub fn booster(key: &str) -> Option<f32> {
    find(BOOSTERS, key).copied()
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
    std::str::from_utf8(&buffer[..len]).ok().and_then(booster)
}

/// Whether `key` negates what follows (`not`, `never`, `don't`, …).
pub fn is_negation(key: &str) -> bool {
    if NEGATIONS
        .binary_search_by(|k| k.as_bytes().cmp(key.as_bytes()))
        .is_ok()
    {
        return true;
    }
    // Any contraction with "n't" negates (couldn't, wouldn't, ain't, …).
    key.ends_with("n't")
}

/// Emotion weights `[joy, sadness, anger, fear, surprise, disgust]` of a key.
pub fn emotion(key: &str) -> Option<&'static [f32; 6]> {
    find(EMOTION, key)
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
