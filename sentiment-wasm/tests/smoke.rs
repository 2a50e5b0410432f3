//! Smoke tests: `count_words`, and the C ABI in `ffi` called natively the way
//! JavaScript calls it from the `.wasm` module.

use sentiment_wasm::count_words;
use sentiment_wasm::ffi::{
    sentiment_alloc, sentiment_free, sentiment_last_error_len, sentiment_last_error_ptr,
    sentiment_word_count, SENTIMENT_ERR_INVALID_UTF8, SENTIMENT_ERR_NULL_POINTER,
};
use std::ptr;

/// `(description, input, expected word count)`.
const WORD_CASES: &[(&str, &str, u32)] = &[
    ("empty", "", 0),
    ("one space", " ", 0),
    ("spaces only", "     ", 0),
    ("mixed whitespace only", " \t\n\r\u{000B}\u{000C} ", 0),
    ("one word", "hello", 1),
    ("ascii sentence", "I love this product", 4),
    ("punctuation sticks to words", "Great, really great!", 3),
    ("leading and trailing spaces", "  padded words  ", 2),
    ("repeated spaces", "a    b     c", 3),
    ("newlines", "line one\nline two\n", 4),
    ("crlf", "first\r\nsecond\r\n", 2),
    ("tabs", "col1\tcol2\t\tcol3", 3),
    ("no-break space", "très\u{00A0}bien", 2),
    ("ideographic space", "とても\u{3000}良い", 2),
    ("em space and line separator", "a\u{2003}b\u{2028}c", 3),
    ("zero-width space is not whitespace", "a\u{200B}b", 1),
    ("french", "C'est vraiment génial", 3),
    ("cyrillic", "Это очень хорошо", 3),
    ("greek", "Πολύ καλό", 2),
    ("arabic", "هذا رائع جدا", 3),
    ("hebrew", "זה נהדר", 2),
    ("hindi", "यह बहुत अच्छा है", 4),
    ("chinese has no spaces", "这个产品非常好", 1),
    ("chinese with spaces", "非常 好", 2),
    ("emoji alone", "😀", 1),
    ("emoji as words", "love it 😍 🎉", 4),
    ("emoji glued to word", "great😀", 1),
    ("zwj family emoji", "👨\u{200D}👩\u{200D}👧 family", 2),
    ("flag emoji", "🇫🇷 🇯🇵", 2),
];

#[test]
fn count_words_table() {
    for &(name, input, expected) in WORD_CASES {
        assert_eq!(count_words(input), expected, "case {name:?}: {input:?}");
    }
}

#[test]
fn count_words_long_input() {
    let text = "word ".repeat(10_000);
    assert_eq!(count_words(&text), 10_000);
}

/// Copies `bytes` into a fresh `sentiment_alloc` buffer, counts, frees, the
/// way the TypeScript wrapper does.
fn word_count_via_ffi(bytes: &[u8]) -> i32 {
    let buffer = sentiment_alloc(bytes.len());
    assert!(!buffer.is_null(), "sentiment_alloc({}) failed", bytes.len());
    // SAFETY: `buffer` holds `bytes.len()` bytes from `sentiment_alloc`; it is
    // written, borrowed for the call, then handed back once with the same len.
    unsafe {
        ptr::copy_nonoverlapping(bytes.as_ptr(), buffer, bytes.len());
        let count = sentiment_word_count(buffer, bytes.len());
        sentiment_free(buffer, bytes.len());
        count
    }
}

fn last_error() -> String {
    let len = sentiment_last_error_len();
    if len == 0 {
        return String::new();
    }
    let start = sentiment_last_error_ptr();
    assert!(!start.is_null());
    // SAFETY: the module keeps `len` bytes of message at `start` until the
    // next call into it, and we copy them out at once.
    let bytes = unsafe { std::slice::from_raw_parts(start, len) };
    String::from_utf8(bytes.to_vec()).expect("last error is UTF-8")
}

#[test]
fn ffi_word_count_matches_count_words() {
    for &(name, input, expected) in WORD_CASES {
        let count = word_count_via_ffi(input.as_bytes());
        assert_eq!(count, expected as i32, "case {name:?}: {input:?}");
        assert_eq!(sentiment_last_error_len(), 0, "case {name:?} left an error");
    }
}

#[test]
fn ffi_alloc_free_round_trip() {
    for len in [1usize, 2, 7, 64, 4096, 1 << 20] {
        let buffer = sentiment_alloc(len);
        assert!(!buffer.is_null(), "alloc({len})");
        // SAFETY: `buffer` is a live, caller-owned allocation of `len` bytes,
        // fully written before it is read, and freed once with the same len.
        unsafe {
            ptr::write_bytes(buffer, 0xAB, len);
            assert_eq!(*buffer, 0xAB);
            assert_eq!(*buffer.add(len - 1), 0xAB);
            sentiment_free(buffer, len);
        }
        assert_eq!(sentiment_last_error_len(), 0);
    }
}

#[test]
fn ffi_zero_length_alloc_is_non_null_and_accepted_everywhere() {
    let buffer = sentiment_alloc(0);
    assert!(!buffer.is_null());
    // SAFETY: a zero-length buffer is never read; `sentiment_free` accepts it.
    unsafe {
        assert_eq!(sentiment_word_count(buffer, 0), 0);
        sentiment_free(buffer, 0);
    }
    assert_eq!(sentiment_last_error_len(), 0);
}

#[test]
fn ffi_free_accepts_null() {
    // SAFETY: null is documented as a no-op.
    unsafe {
        sentiment_free(ptr::null_mut(), 0);
        sentiment_free(ptr::null_mut(), 16);
    }
}

#[test]
fn ffi_invalid_utf8_is_error_minus_one_with_message() {
    let cases: &[&[u8]] = &[
        b"\xff",
        b"abc \xc3\x28 def",   // bad continuation byte
        b"truncated \xe2\x82", // sequence cut short
        b"\xed\xa0\x80",       // UTF-16 surrogate
    ];
    for bytes in cases {
        assert_eq!(word_count_via_ffi(bytes), SENTIMENT_ERR_INVALID_UTF8);
        assert_eq!(SENTIMENT_ERR_INVALID_UTF8, -1);
        let message = last_error();
        assert!(message.contains("utf-8"), "message {message:?}");
    }
}

#[test]
fn ffi_null_pointer_with_length_is_error_minus_two() {
    // SAFETY: a null pointer is checked before anything is read.
    let code = unsafe { sentiment_word_count(ptr::null(), 5) };
    assert_eq!(code, SENTIMENT_ERR_NULL_POINTER);
    assert_eq!(SENTIMENT_ERR_NULL_POINTER, -2);
    let message = last_error();
    assert!(message.contains("null pointer"), "message {message:?}");
}

#[test]
fn ffi_null_pointer_with_zero_length_is_empty_text() {
    // SAFETY: nothing is read when the length is 0.
    let code = unsafe { sentiment_word_count(ptr::null(), 0) };
    assert_eq!(code, 0);
    assert_eq!(sentiment_last_error_len(), 0);
}

#[test]
fn ffi_success_clears_last_error() {
    assert_eq!(word_count_via_ffi(b"\xff"), SENTIMENT_ERR_INVALID_UTF8);
    assert!(sentiment_last_error_len() > 0);
    assert_eq!(word_count_via_ffi(b"fine again"), 2);
    assert_eq!(sentiment_last_error_len(), 0);
    assert_eq!(last_error(), "");
}

#[test]
fn ffi_huge_alloc_fails_with_null_and_message() {
    let buffer = sentiment_alloc(usize::MAX);
    assert!(buffer.is_null());
    assert!(last_error().contains("sentiment_alloc"));
}
