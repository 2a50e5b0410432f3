//! The C ABI in `ffi`, called natively the way JavaScript calls it from the
//! `.wasm` module: ownership, error codes and the last-error message.

use sentiment_wasm::ffi::{
    sentiment_alloc, sentiment_analyze, sentiment_free, sentiment_input_reserve,
    sentiment_last_error_len, sentiment_last_error_ptr, sentiment_result_len, sentiment_result_ptr,
    sentiment_summarize, sentiment_summary_ptr, SENTIMENT_ERR_INVALID_UTF8,
    SENTIMENT_ERR_NULL_POINTER, SENTIMENT_FLAG_DETAIL, SENTIMENT_SUMMARY_LEN,
};
use std::ptr;

/// Copies `bytes` into a fresh `sentiment_alloc` buffer, analyses, frees, the
/// way the TypeScript wrapper does; returns the code and the JSON result.
fn analyze_via_ffi(bytes: &[u8]) -> (i32, String) {
    let buffer = sentiment_alloc(bytes.len());
    assert!(!buffer.is_null(), "sentiment_alloc({}) failed", bytes.len());
    // SAFETY: `buffer` holds `bytes.len()` bytes from `sentiment_alloc`; it is
    // written, borrowed for the call, then handed back once with the same len.
    let code = unsafe {
        ptr::copy_nonoverlapping(bytes.as_ptr(), buffer, bytes.len());
        let code = sentiment_analyze(buffer, bytes.len(), SENTIMENT_FLAG_DETAIL);
        sentiment_free(buffer, bytes.len());
        code
    };
    (
        code,
        if code == 0 {
            result_json()
        } else {
            String::new()
        },
    )
}

fn result_json() -> String {
    // SAFETY: the module keeps `len` bytes of result at `ptr` until the next analysis.
    let bytes =
        unsafe { std::slice::from_raw_parts(sentiment_result_ptr(), sentiment_result_len()) };
    String::from_utf8(bytes.to_vec()).expect("the result is UTF-8")
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
fn ffi_analyze_returns_the_json_of_analyze_json() {
    for text in ["", "I love it :)", "Not bad, but slow.", "😀 über gut"] {
        let (code, json) = analyze_via_ffi(text.as_bytes());
        assert_eq!(code, 0, "{text:?}");
        assert_eq!(json, sentiment_wasm::analyze_json(text, true), "{text:?}");
        assert_eq!(sentiment_last_error_len(), 0);
    }
}

#[test]
fn ffi_summary_matches_the_full_result() {
    let text = "Great food, terrible service!";
    let full = sentiment_wasm::analyze(text);
    // SAFETY: `text` is live, unchanged UTF-8 for the whole call.
    let code = unsafe { sentiment_summarize(text.as_ptr(), text.len()) };
    assert_eq!(code, 0);
    // SAFETY: the module keeps SENTIMENT_SUMMARY_LEN f64s there until the next call.
    let numbers =
        unsafe { std::slice::from_raw_parts(sentiment_summary_ptr(), SENTIMENT_SUMMARY_LEN) };
    assert_eq!(numbers[1], full.compound);
    assert_eq!(numbers[2], full.confidence);
    assert_eq!(numbers[13], full.statistics.word_count as f64);
}

#[test]
fn ffi_input_buffer_is_reused_and_grows() {
    let small = sentiment_input_reserve(16);
    assert!(!small.is_null());
    let again = sentiment_input_reserve(8);
    assert_eq!(small, again, "a smaller reservation reuses the buffer");
    let text = b"nice";
    // SAFETY: the reserved buffer has at least 8 bytes; the text is written, then analysed.
    let code = unsafe {
        ptr::copy_nonoverlapping(text.as_ptr(), again, text.len());
        sentiment_summarize(again, text.len())
    };
    assert_eq!(code, 0);
    assert!(!sentiment_input_reserve(1 << 20).is_null());
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
        assert_eq!(sentiment_analyze(buffer, 0, 0), 0);
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
        assert_eq!(analyze_via_ffi(bytes).0, SENTIMENT_ERR_INVALID_UTF8);
        assert_eq!(SENTIMENT_ERR_INVALID_UTF8, -1);
        let message = last_error();
        assert!(message.contains("utf-8"), "message {message:?}");
    }
}

#[test]
fn ffi_null_pointer_with_length_is_error_minus_two() {
    // SAFETY: a null pointer is checked before anything is read.
    let code = unsafe { sentiment_analyze(ptr::null(), 5, 0) };
    assert_eq!(code, SENTIMENT_ERR_NULL_POINTER);
    assert_eq!(SENTIMENT_ERR_NULL_POINTER, -2);
    let message = last_error();
    assert!(message.contains("null pointer"), "message {message:?}");
}

#[test]
fn ffi_null_pointer_with_zero_length_is_empty_text() {
    // SAFETY: nothing is read when the length is 0.
    let code = unsafe { sentiment_analyze(ptr::null(), 0, 0) };
    assert_eq!(code, 0);
    assert_eq!(sentiment_last_error_len(), 0);
}

#[test]
fn ffi_success_clears_last_error() {
    assert_eq!(analyze_via_ffi(b"\xff").0, SENTIMENT_ERR_INVALID_UTF8);
    assert!(sentiment_last_error_len() > 0);
    assert_eq!(analyze_via_ffi(b"fine again").0, 0);
    assert_eq!(sentiment_last_error_len(), 0);
    assert_eq!(last_error(), "");
}

#[test]
fn ffi_huge_alloc_fails_with_null_and_message() {
    let buffer = sentiment_alloc(usize::MAX);
    assert!(buffer.is_null());
    assert!(last_error().contains("sentiment_alloc"));
}
