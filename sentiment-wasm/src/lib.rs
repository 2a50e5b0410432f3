//! The Sentio AI engine, compiled to WebAssembly.
//!
//! This crate is built twice over:
//!
//! * as a `cdylib` for `wasm32-unknown-unknown` (`scripts/build-wasm.sh`),
//!   giving `sentiment-wasm/dist/sentiment.wasm`, which the Cloudflare
//!   Worker and the browser load through the TypeScript wrapper in
//!   `sentiment-wasm/ts/index.ts`;
//! * as an `rlib`, so that the tests and this documentation run natively.
//!
//! **Status: smoke test.** For now the engine only counts words. It exists to
//! prove the whole pipeline (Rust → wasm → Worker/browser) end to end; a later
//! issue replaces [`count_words`] with the real sentiment engine while keeping
//! the same shape: safe Rust here, and a narrow C ABI in [`ffi`].
//!
//! # Layout
//!
//! * The crate root holds safe Rust only (`#![deny(unsafe_code)]`).
//! * [`ffi`] is the one module that may use `unsafe`: the exported
//!   `sentiment_*` functions that JavaScript calls, each documenting who owns
//!   which memory.
//!
//! The module has no dependencies and the `.wasm` needs no imports: it can be
//! instantiated with an empty import object.
//!
//! # Example
//!
//! ```
//! use sentiment_wasm::count_words;
//!
//! assert_eq!(count_words("I love this product"), 4);
//! assert_eq!(count_words("  spaced\tout\n words  "), 3);
//! assert_eq!(count_words(""), 0);
//! ```

#![deny(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]

pub mod ffi;

/// Counts the words in `text`: the runs of characters separated by Unicode
/// whitespace (see [`char::is_whitespace`]), as [`str::split_whitespace`]
/// splits them.
///
/// Leading, trailing and repeated whitespace never makes an empty word, so a
/// string that is empty or only whitespace has 0 words. Scripts written
/// without spaces (Chinese, Japanese, ...) count as one word per run; emoji
/// are ordinary non-whitespace characters.
///
/// This is the smoke-test stand-in for the real engine. The count saturates
/// at [`u32::MAX`] (unreachable on wasm32, whose memory is at most 4 GiB).
///
/// # Examples
///
/// ```
/// use sentiment_wasm::count_words;
///
/// assert_eq!(count_words("great service, would buy again"), 5);
/// assert_eq!(count_words("très\u{00A0}bien"), 2); // no-break space separates
/// assert_eq!(count_words("   \n\t "), 0);
/// ```
pub fn count_words(text: &str) -> u32 {
    u32::try_from(text.split_whitespace().count()).unwrap_or(u32::MAX)
}
