//! The hash of a look-up key. The tokenizer works it out once per token, and
//! for a short word straight from the eight bytes it read the word with
//! ([`short_key_hash`]); the lexicon index and its memo reuse it.
//!
//! Eight bytes at a time are gathered into one little-endian number and mixed
//! with one multiply (native 64-bit arithmetic in wasm too). The value is
//! folded to 32 bits: the index takes its slot from the low bits and a tag
//! from the high 16.

const K: u64 = 0x9E37_79B9_7F4A_7C15;

fn mix(h: u64, word: u64) -> u64 {
    (h ^ word).wrapping_mul(K).rotate_left(29)
}

fn finish(h: u64, word: u64, len: usize) -> u32 {
    let h = (h ^ word ^ ((len as u64) << 56)).wrapping_mul(K);
    (h ^ (h >> 32)) as u32
}

/// The hash of `key`.
pub(crate) fn key_hash(key: &[u8]) -> u32 {
    let mut h = 0u64;
    let mut chunks = key.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        h = mix(h, u64::from_le_bytes(word));
    }
    finish(h, short_key_word(chunks.remainder()), key.len())
}

/// [`key_hash`] of a key of fewer than eight bytes, given as one
/// little-endian number (its bytes from the lowest; the rest zero).
pub(crate) fn short_key_hash(word: u64, len: usize) -> u32 {
    finish(0, word, len)
}

/// [`key_hash`] of a key of eight to fifteen bytes, given as two little-endian numbers:
/// its first eight bytes and the rest (the bytes past the key zero).
pub(crate) fn medium_key_hash(low: u64, high: u64, len: usize) -> u32 {
    finish(mix(0, low), high, len)
}

/// The bytes of a key shorter than eight bytes as one little-endian number
/// (as [`short_key_hash`] takes it); 0 for a longer key.
pub(crate) const fn short_key_word(key: &[u8]) -> u64 {
    if key.len() >= 8 {
        return 0;
    }
    // A loop rather than an iterator: it also builds constant tables (abbreviations).
    let (mut word, mut i) = (0u64, key.len());
    while i > 0 {
        i -= 1;
        word = (word << 8) | key[i] as u64;
    }
    word
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_key_as_a_number_hashes_as_its_bytes() {
        for key in ["", "a", "ok", "good", "awesome", "n't", "7up"] {
            let mut word = [0u8; 8];
            word[..key.len()].copy_from_slice(key.as_bytes());
            assert_eq!(
                short_key_hash(u64::from_le_bytes(word), key.len()),
                key_hash(key.as_bytes()),
                "{key}"
            );
        }
    }

    #[test]
    fn a_medium_key_as_two_numbers_hashes_as_its_bytes() {
        for key in ["eightchr", "wonderful", "disappointing", "fifteen_letters"] {
            let mut word = [0u8; 16];
            word[..key.len()].copy_from_slice(key.as_bytes());
            let number = u128::from_le_bytes(word);
            assert_eq!(
                medium_key_hash(number as u64, (number >> 64) as u64, key.len()),
                key_hash(key.as_bytes()),
                "{key}"
            );
        }
    }

    #[test]
    fn a_short_key_word_holds_its_bytes_from_the_lowest() {
        assert_eq!(short_key_word(b"ab"), 0x6261);
        assert_eq!(short_key_word(b""), 0);
        assert_eq!(short_key_word(b"eightchr"), 0);
    }

    #[test]
    fn length_and_order_matter() {
        assert_ne!(key_hash(b"ab"), key_hash(b"ba"));
        assert_ne!(key_hash(b"a"), key_hash(b"a\0"));
        assert_ne!(key_hash(b"goodgood"), key_hash(b"goodgoodgood"));
    }
}
