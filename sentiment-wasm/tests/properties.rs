//! Property tests over random Unicode text and random bytes: the engine never
//! panics, offsets fall on character boundaries inside the text, the label
//! agrees with the compound, and the proportions sum to 1. No dependencies:
//! a small xorshift generator makes the cases reproducible.

use sentiment_wasm::ffi::{
    sentiment_analyze, sentiment_result_len, sentiment_result_ptr, SENTIMENT_FLAG_DETAIL,
};
use sentiment_wasm::{analyze, tokenize, Label};

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Characters that stress the tokenizer: ASCII, punctuation, emoticon parts,
/// joiners, variation selectors, skin tones, flags, CJK, RTL, combining marks.
const PALETTE: &[char] = &[
    'a',
    'B',
    'z',
    'Z',
    ' ',
    ' ',
    ' ',
    '\n',
    '\r',
    '\t',
    '.',
    '!',
    '?',
    ',',
    ':',
    ';',
    ')',
    '(',
    '-',
    '\'',
    '’',
    '"',
    '<',
    '3',
    '#',
    '@',
    '/',
    '^',
    '_',
    'D',
    'x',
    '😀',
    '😍',
    '👍',
    '\u{1F3FD}',
    '\u{200D}',
    '\u{FE0F}',
    '\u{20E3}',
    '🇫',
    '🇷',
    '中',
    '文',
    'ش',
    'ע',
    'é',
    '\u{0301}',
    '\u{0915}',
    '\u{093F}',
    '…',
    '\u{2028}',
    '\u{FEFF}',
    '\u{E0067}',
    '😂',
    '💔',
    'İ',
    'ß',
    'Σ',
];

fn random_text(rng: &mut XorShift, max_len: u64) -> String {
    let len = rng.below(max_len);
    (0..len)
        .map(|_| {
            if rng.below(10) == 0 {
                // Any scalar value at all.
                std::char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('?')
            } else {
                PALETTE[rng.below(PALETTE.len() as u64) as usize]
            }
        })
        .collect()
}

fn check_invariants(text: &str) {
    let result = analyze(text);
    assert!(
        (-1.0..=1.0).contains(&result.compound),
        "{text:?}: compound {}",
        result.compound
    );
    assert!(
        (0.0..=1.0).contains(&result.confidence),
        "{text:?}: confidence {}",
        result.confidence
    );
    assert_eq!(result.label, Label::of(result.compound), "{text:?}");
    let p = &result.proportions;
    assert!(
        (p.positive + p.negative + p.neutral - 1.0).abs() < 1e-3,
        "{text:?}: {p:?}"
    );
    for w in result.emotions.weights {
        assert!((0.0..=1.0).contains(&w), "{text:?}: emotion {w}");
    }
    // UTF-16 offset of every byte offset that is a character boundary.
    let mut utf16_at = vec![usize::MAX; text.len() + 1];
    let mut units = 0;
    for (i, c) in text.char_indices() {
        utf16_at[i] = units;
        units += c.len_utf16();
    }
    utf16_at[text.len()] = units;
    let utf16_len = units;
    for c in &result.contributions {
        assert!(c.start < c.end && c.end <= text.len(), "{text:?}: {c:?}");
        assert!(
            text.is_char_boundary(c.start) && text.is_char_boundary(c.end),
            "{text:?}: {c:?}"
        );
        assert!(
            c.start16 < c.end16 && c.end16 <= utf16_len,
            "{text:?}: {c:?}"
        );
        assert_eq!(
            (utf16_at[c.start], utf16_at[c.end]),
            (c.start16, c.end16),
            "{text:?}: {c:?}"
        );
    }
    for s in &result.sentences {
        assert!(
            text.is_char_boundary(s.start) && text.is_char_boundary(s.end) && s.start < s.end,
            "{text:?}"
        );
        assert_eq!(
            (utf16_at[s.start], utf16_at[s.end]),
            (s.start16, s.end16),
            "{text:?}: {s:?}"
        );
        assert_eq!(s.label, Label::of(s.compound));
    }
    for token in tokenize(text) {
        assert_eq!(&text[token.start..token.end], token.text);
        assert_eq!(
            (utf16_at[token.start], utf16_at[token.end]),
            (token.start16, token.end16)
        );
    }
}

#[test]
fn random_unicode_never_breaks_an_invariant() {
    let mut rng = XorShift(0x5EED_1234_ABCD_0001);
    for _ in 0..4_000 {
        let text = random_text(&mut rng, 80);
        check_invariants(&text);
    }
}

#[test]
fn long_random_text_is_fine() {
    let mut rng = XorShift(0xFEED_FACE_CAFE_BEEF);
    let text = random_text(&mut rng, 200_000);
    check_invariants(&text);
}

#[test]
fn pathological_long_runs_stay_linear() {
    // Each would be quadratic (minutes) if a rule rescanned the run for every token.
    for text in [
        "not a ".repeat(300_000),
        "😀 👍🏽 ".repeat(300_000),
        "!".repeat(1_000_000),
        "so so so very very ".repeat(100_000),
        // The searches of the rules added later: an ellipsis, neg-raising, a denied
        // expectation, a change of a measure, "a single".
        "it wasn't ".repeat(100_000),
        "I didn't go ".repeat(100_000),
        "I don't think ".repeat(100_000),
        "rose up down ".repeat(100_000),
        "no a single ".repeat(100_000),
        "good ".repeat(200_000),
    ] {
        check_invariants(&text);
    }
}

#[test]
fn random_bytes_through_the_c_abi_never_panic() {
    let mut rng = XorShift(0xBAD_B17E5);
    for round in 0..4_000 {
        // Mostly short, now and then long enough to span the engine's parts (16 KB).
        let len = if round % 100 == 0 {
            rng.below(40_000)
        } else {
            rng.below(64)
        } as usize;
        // Every other round ASCII only, which is valid UTF-8 and so reaches the analysis.
        let mask = if round % 2 == 0 { 0xFF } else { 0x7F };
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8 & mask).collect();
        // SAFETY: `bytes` is a live buffer of `len` bytes for the whole call.
        let code = unsafe { sentiment_analyze(bytes.as_ptr(), bytes.len(), SENTIMENT_FLAG_DETAIL) };
        match std::str::from_utf8(&bytes) {
            Ok(_) => {
                assert_eq!(code, 0);
                let (ptr, len) = (sentiment_result_ptr(), sentiment_result_len());
                // SAFETY: the module keeps `len` bytes of result at `ptr` until the next analysis.
                let json = unsafe { std::slice::from_raw_parts(ptr, len) };
                let json = std::str::from_utf8(json).expect("the result is UTF-8");
                assert!(json.starts_with('{') && json.ends_with('}'), "{json}");
            }
            Err(_) => assert!(code < 0),
        }
        // The same bytes with each invalid sequence replaced: any text, valid or not,
        // still keeps every invariant.
        if round % 10 == 0 {
            check_invariants(&String::from_utf8_lossy(&bytes));
        }
    }
}
