//! The C ABI exported by the `.wasm` module: the only place in the crate where
//! `unsafe` is allowed.
//!
//! Every exported symbol starts with `sentiment_`. The ABI is deliberately
//! narrow: plain integers and pointers into the module's linear memory, no
//! imports, no callbacks, nothing that unwinds. JavaScript drives it through
//! `sentiment-wasm/ts/index.ts`; the integration tests call the same functions
//! natively.
//!
//! # Exports
//!
//! | export | returns |
//! | --- | --- |
//! | [`sentiment_alloc`]`(len)` | a buffer of `len` bytes owned by the caller, or null |
//! | [`sentiment_free`]`(ptr, len)` | nothing; hands a buffer back |
//! | [`sentiment_analyze`]`(ptr, len, flags)` | 0, or a negative error code; the JSON result is module-owned |
//! | [`sentiment_result_ptr`]`()` / [`sentiment_result_len`]`()` | the last result's JSON |
//! | [`sentiment_summarize`]`(ptr, len)` | 0, or a negative error code; the summary numbers are module-owned |
//! | [`sentiment_summary_ptr`]`()` | the last summary, [`SENTIMENT_SUMMARY_LEN`] `f64`s |
//! | [`sentiment_input_reserve`]`(len)` | a module-owned input buffer of at least `len` bytes, or null |
//! | [`sentiment_last_error_ptr`]`()` | start of the last error message (module-owned) |
//! | [`sentiment_last_error_len`]`()` | its length in bytes, 0 when there is no error |
//!
//! On wasm32 a `usize` or a pointer is an `i32` in JavaScript: read returned
//! pointers as unsigned (`ptr >>> 0`).
//!
//! # Memory ownership
//!
//! * **Caller-owned buffers.** [`sentiment_alloc`] gives the caller a buffer
//!   it owns; the caller writes into it and must give it back exactly once to
//!   [`sentiment_free`] with the *same* `len`.
//! * **Borrowed input.** [`sentiment_analyze`] and [`sentiment_summarize`]
//!   only read the bytes for the duration of the call; they never free or
//!   keep them.
//! * **Module-owned results.** The JSON of [`sentiment_analyze`], the numbers
//!   of [`sentiment_summarize`] and the buffer of [`sentiment_input_reserve`]
//!   belong to the module and stay valid until the next such call.
//! * **Module-owned error message.** The last-error bytes belong to the module.
//!   The caller copies them out right away: they stay valid only until the
//!   next call into the module.
//! * Memory may grow during any call, which detaches JavaScript views of
//!   `memory.buffer`: make views after the call that allocates, not before.
//!
//! # Errors
//!
//! Fallible calls ([`sentiment_alloc`], [`sentiment_analyze`], …) clear the
//! last error when they start and record a message when they fail. Integer
//! results use the negative codes [`SENTIMENT_ERR_INVALID_UTF8`] and
//! [`SENTIMENT_ERR_NULL_POINTER`]; [`sentiment_alloc`] signals failure with a
//! null pointer.
//!
//! # Example (native)
//!
//! ```
//! use sentiment_wasm::ffi::*;
//!
//! let text = "so far so good";
//! let ptr = sentiment_alloc(text.len());
//! assert!(!ptr.is_null());
//! // SAFETY: `ptr` is a live buffer of `text.len()` bytes from `sentiment_alloc`,
//! // handed back once with the same length; the result is read before the next call.
//! let json = unsafe {
//!     std::ptr::copy_nonoverlapping(text.as_ptr(), ptr, text.len());
//!     let code = sentiment_analyze(ptr, text.len(), 0);
//!     sentiment_free(ptr, text.len());
//!     assert_eq!(code, 0);
//!     std::slice::from_raw_parts(sentiment_result_ptr(), sentiment_result_len()).to_vec()
//! };
//! assert!(String::from_utf8(json).unwrap().starts_with("{\"label\":\"POSITIVE\""));
//! assert_eq!(sentiment_last_error_len(), 0);
//! ```

#![allow(unsafe_code)]

use std::alloc::{self, Layout};
use std::cell::RefCell;
use std::ptr::{self, NonNull};
use std::slice;
use std::str;
use std::thread::LocalKey;

/// Returned when the input is not valid UTF-8.
pub const SENTIMENT_ERR_INVALID_UTF8: i32 = -1;

/// Returned when the pointer is null but the
/// length is not zero.
pub const SENTIMENT_ERR_NULL_POINTER: i32 = -2;

thread_local! {
    /// Message of the last failed call on this thread; empty when the most
    /// recent fallible call succeeded. (wasm32 has one thread.)
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Runs `update` on a module-owned cell. The cells are only ever borrowed for
/// the length of one call, so the borrow cannot fail; if it did, nothing happens.
fn update_cell<T: 'static>(cell: &'static LocalKey<RefCell<T>>, update: impl FnOnce(&mut T)) {
    let _ = cell.try_with(|c| {
        if let Ok(mut value) = c.try_borrow_mut() {
            update(&mut value);
        }
    });
}

/// Reads a module-owned cell, or `None` in the same cannot-happen case.
fn read_cell<T: 'static, R>(
    cell: &'static LocalKey<RefCell<T>>,
    read: impl FnOnce(&T) -> R,
) -> Option<R> {
    cell.try_with(|c| c.try_borrow().ok().map(|value| read(&value)))
        .ok()
        .flatten()
}

fn clear_last_error() {
    update_cell(&LAST_ERROR, String::clear);
}

fn set_last_error(message: String) {
    update_cell(&LAST_ERROR, |e| *e = message);
}

/// Allocates `len` bytes and gives them to the caller.
///
/// **Ownership:** the caller owns the buffer and must return it exactly once
/// with [`sentiment_free`]`(ptr, len)`, passing the same `len`. Its contents
/// are uninitialised until the caller writes them.
///
/// Returns null, and records a last-error message, when the memory cannot be
/// had. For `len == 0` it returns a non-null, well-aligned dangling pointer
/// that must not be read or written, but may be passed to
/// [`sentiment_analyze`] and [`sentiment_free`] with `len == 0`.
#[no_mangle]
pub extern "C" fn sentiment_alloc(len: usize) -> *mut u8 {
    clear_last_error();
    if len == 0 {
        return NonNull::dangling().as_ptr();
    }
    let layout = match Layout::array::<u8>(len) {
        Ok(layout) => layout,
        Err(_) => {
            set_last_error(format!("sentiment_alloc: {len} bytes is too large"));
            return ptr::null_mut();
        }
    };
    // SAFETY: `layout` has a non-zero size (`len > 0`).
    let buffer = unsafe { alloc::alloc(layout) };
    if buffer.is_null() {
        set_last_error(format!("sentiment_alloc: out of memory for {len} bytes"));
    }
    buffer
}

/// Frees a buffer that [`sentiment_alloc`] returned.
///
/// **Ownership:** takes the buffer back from the caller; `ptr` must not be
/// used afterwards. Null pointers and `len == 0` are accepted and do nothing.
///
/// # Safety
///
/// Unless `ptr` is null or `len` is 0, `ptr` must have come from
/// [`sentiment_alloc`]`(len)` with this same `len`, and must not have been
/// freed already.
#[no_mangle]
pub unsafe extern "C" fn sentiment_free(ptr: *mut u8, len: usize) {
    if ptr.is_null() || len == 0 {
        return;
    }
    if let Ok(layout) = Layout::array::<u8>(len) {
        // SAFETY: the caller promises `ptr` came from `sentiment_alloc(len)`,
        // which allocated it with this very layout, and was not freed yet.
        unsafe { alloc::dealloc(ptr, layout) };
    }
}

/// Reads the caller's UTF-8 bytes as `&str`, or records why not.
///
/// # Safety
///
/// Unless `ptr` is null or `len` is 0, `ptr..ptr + len` must be readable
/// memory, not written to while the returned `&str` lives.
unsafe fn read_text<'a>(ptr: *const u8, len: usize, function: &str) -> Result<&'a str, i32> {
    let bytes: &[u8] = if len == 0 {
        &[]
    } else if ptr.is_null() {
        set_last_error(format!("{function}: null pointer with length {len}"));
        return Err(SENTIMENT_ERR_NULL_POINTER);
    } else {
        // SAFETY: `ptr` is non-null and the caller promises `len` readable,
        // unchanging bytes there; `u8` has no alignment requirement.
        unsafe { slice::from_raw_parts(ptr, len) }
    };
    str::from_utf8(bytes).map_err(|error| {
        set_last_error(format!("{function}: {error}"));
        SENTIMENT_ERR_INVALID_UTF8
    })
}

/// With this flag, [`sentiment_analyze`] also reports per-sentence results
/// and per-token contributions.
pub const SENTIMENT_FLAG_DETAIL: u32 = 1;

thread_local! {
    /// The JSON of the last successful [`sentiment_analyze`].
    static RESULT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Analyses the UTF-8 text at `ptr..ptr + len` (see [`crate::analyze_json`])
/// and keeps the JSON result in the module: read it with
/// [`sentiment_result_ptr`] and [`sentiment_result_len`].
///
/// `flags`: [`SENTIMENT_FLAG_DETAIL`] adds sentences and token contributions.
///
/// **Ownership:** borrows the input for the duration of the call only. The
/// result bytes belong to the module and stay valid until the next call to
/// `sentiment_analyze`.
///
/// Returns 0 on success, or [`SENTIMENT_ERR_INVALID_UTF8`] /
/// [`SENTIMENT_ERR_NULL_POINTER`] after recording a last-error message.
///
/// # Safety
///
/// Unless `ptr` is null or `len` is 0, `ptr..ptr + len` must be readable
/// memory, not written to during the call.
#[no_mangle]
pub unsafe extern "C" fn sentiment_analyze(ptr: *const u8, len: usize, flags: u32) -> i32 {
    clear_last_error();
    // SAFETY: forwarded from this function's own contract.
    let text = match unsafe { read_text(ptr, len, "sentiment_analyze") } {
        Ok(text) => text,
        Err(code) => return code,
    };
    let json = crate::analyze_json(text, flags & SENTIMENT_FLAG_DETAIL != 0);
    update_cell(&RESULT, |result| *result = json);
    0
}

/// Start of the last result's JSON (UTF-8); read [`sentiment_result_len`] bytes.
///
/// **Ownership:** module-owned; valid until the next [`sentiment_analyze`].
#[no_mangle]
pub extern "C" fn sentiment_result_ptr() -> *const u8 {
    read_cell(&RESULT, |r| r.as_ptr()).unwrap_or(ptr::null())
}

/// Length in bytes of the last result's JSON.
#[no_mangle]
pub extern "C" fn sentiment_result_len() -> usize {
    read_cell(&RESULT, String::len).unwrap_or(0)
}

/// Number of `f64` values [`sentiment_summarize`] writes.
pub const SENTIMENT_SUMMARY_LEN: usize = 19;

thread_local! {
    /// Module-owned input buffer of [`sentiment_input_reserve`].
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The numbers of the last [`sentiment_summarize`].
    static SUMMARY: RefCell<[f64; SENTIMENT_SUMMARY_LEN]> = const { RefCell::new([0.0; SENTIMENT_SUMMARY_LEN]) };
}

/// A module-owned input buffer of at least `len` bytes, for callers that
/// analyse many texts: write the text there and pass the pointer to
/// [`sentiment_analyze`] or [`sentiment_summarize`], with no allocation per call.
///
/// **Ownership:** the module owns the buffer; the pointer stays valid until the
/// next `sentiment_input_reserve`. Returns null (and records a last-error
/// message) when the memory cannot be had.
#[no_mangle]
pub extern "C" fn sentiment_input_reserve(len: usize) -> *mut u8 {
    clear_last_error();
    INPUT
        .try_with(|input| {
            let mut input = input.try_borrow_mut().ok()?;
            if input.len() < len {
                let extra = len - input.len();
                if input.try_reserve_exact(extra).is_err() {
                    return None;
                }
                input.resize(len, 0);
            }
            Some(input.as_mut_ptr())
        })
        .ok()
        .flatten()
        .unwrap_or_else(|| {
            set_last_error(format!(
                "sentiment_input_reserve: out of memory for {len} bytes"
            ));
            ptr::null_mut()
        })
}

/// Analyses the UTF-8 text at `ptr..ptr + len` like [`sentiment_analyze`],
/// but keeps only the summary, as [`SENTIMENT_SUMMARY_LEN`] numbers read with
/// [`sentiment_summary_ptr`]: label (1 positive, −1 negative, 0 neutral),
/// compound, confidence, the positive, negative and neutral proportions, the
/// six emotion weights (joy, sadness, anger, fear, surprise, disgust), the
/// dominant emotion's index (−1 for neutral), word count, sentence count,
/// positive words, negative words, sentiment words found, average words per
/// sentence. No JSON is made: this is the fast path for batch scoring.
///
/// **Ownership:** borrows the input for the call only; the numbers are
/// module-owned until the next call. Returns 0 or a negative error code.
///
/// # Safety
///
/// Unless `ptr` is null or `len` is 0, `ptr..ptr + len` must be readable
/// memory, not written to during the call.
#[no_mangle]
pub unsafe extern "C" fn sentiment_summarize(ptr: *const u8, len: usize) -> i32 {
    clear_last_error();
    // SAFETY: forwarded from this function's own contract.
    let text = match unsafe { read_text(ptr, len, "sentiment_summarize") } {
        Ok(text) => text,
        Err(code) => return code,
    };
    let numbers = crate::summary_numbers(&crate::analyze::analyze_text(text, false));
    update_cell(&SUMMARY, |summary| *summary = numbers);
    0
}

/// The numbers of the last [`sentiment_summarize`]: [`SENTIMENT_SUMMARY_LEN`] `f64`s.
///
/// **Ownership:** module-owned. The address is the same for the life of the
/// instance (the numbers live in one static buffer), so a caller may keep a
/// view of it; the numbers are those of the last call.
#[no_mangle]
pub extern "C" fn sentiment_summary_ptr() -> *const f64 {
    read_cell(&SUMMARY, |s| s.as_ptr()).unwrap_or(ptr::null())
}

/// Start of the last error message (UTF-8, not NUL-terminated); read
/// [`sentiment_last_error_len`] bytes from here.
///
/// **Ownership:** the bytes belong to the module. Copy them out at once: they
/// are valid only until the next call into the module. When the length is 0
/// there is no error and the pointer must not be read.
#[no_mangle]
pub extern "C" fn sentiment_last_error_ptr() -> *const u8 {
    read_cell(&LAST_ERROR, |e| e.as_ptr()).unwrap_or(ptr::null())
}

/// Length in bytes of the last error message; 0 when the most recent
/// fallible call succeeded (or none was made).
#[no_mangle]
pub extern "C" fn sentiment_last_error_len() -> usize {
    read_cell(&LAST_ERROR, String::len).unwrap_or(0)
}
