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
//! It is a lexicon-and-rules engine in the tradition of VADER (Hutto &
//! Gilbert, 2014): a licensed valence lexicon plus our additions (emoji,
//! emoticons, idioms), rules for negation, degree words, contrast, ALL CAPS,
//! elongation and punctuation, sentence-level aggregation for long texts, and
//! six emotions from lexicon weights. `DESIGN.md` explains every rule and
//! constant.
//!
//! ```
//! use sentiment_wasm::{analyze, Label};
//!
//! let result = analyze("The food was great, but the service was painfully slow.");
//! assert_eq!(result.label, Label::Negative);
//! assert!(result.compound < 0.0);
//!
//! let result = analyze("I'm over the moon!! 😍");
//! assert_eq!(result.label, Label::Positive);
//! assert_eq!(result.emotions.dominant_name(), "joy");
//! ```
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

#![deny(unsafe_code)]
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]

mod analyze;
mod emotion_data;
pub mod ffi;
mod json;
mod key_hash;
mod lexicon;
mod lexicon_data;
mod sentences;
mod tokenize;

pub use analyze::{
    normalize, Analysis, Contribution, Emotions, Label, Notes, Proportions, SentenceResult,
    Statistics, ALPHA, B_INCR, C_INCR, EMOTION_DOMINANCE_MIN, EMOTION_NAMES, NEGATIVE_WEIGHT,
    N_SCALAR,
};
pub use tokenize::{tokenize, Token, TokenKind};

/// The engine's version, stored with every result so scores can be re-computed.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// A hash of every lexicon the engine uses, stored with every result.
pub const LEXICON_HASH: &str = lexicon_data::LEXICON_HASH;

/// Analyses the sentiment and emotions of `text` (any Unicode, any length).
///
/// ```
/// let result = sentiment_wasm::analyze("This is not bad at all :)");
/// assert_eq!(result.label.as_str(), "POSITIVE");
/// assert!(result.confidence > 0.0 && result.confidence <= 1.0);
/// ```
pub fn analyze(text: &str) -> Analysis {
    analyze::analyze_text(text, true)
}

/// The summary of an analysis as the numbers [`ffi::sentiment_summarize`] returns.
fn summary_numbers(a: &Analysis) -> [f64; ffi::SENTIMENT_SUMMARY_LEN] {
    let label = match a.label {
        Label::Positive => 1.0,
        Label::Negative => -1.0,
        Label::Neutral => 0.0,
    };
    let w = &a.emotions.weights;
    let s = &a.statistics;
    [
        label,
        a.compound,
        a.confidence,
        a.proportions.positive,
        a.proportions.negative,
        a.proportions.neutral,
        w[0],
        w[1],
        w[2],
        w[3],
        w[4],
        w[5],
        a.emotions.dominant.map_or(-1.0, |i| i as f64),
        s.word_count as f64,
        s.sentence_count as f64,
        s.positive_words as f64,
        s.negative_words as f64,
        s.sentiment_words_found as f64,
        s.average_words_per_sentence,
    ]
}

/// [`analyze()`] as JSON (camelCase fields, UTF-16 offsets), as the TypeScript
/// wrapper reads it. `detail` adds per-sentence results and token contributions.
pub fn analyze_json(text: &str, detail: bool) -> String {
    json::to_json(
        &analyze::analyze_text(text, detail),
        detail,
        ENGINE_VERSION,
        LEXICON_HASH,
    )
}

/// Helpers for the unit tests of several modules.
#[cfg(test)]
mod test_support {
    /// Pseudo-random numbers (xorshift32) from `seed`: the same sequence on every run.
    pub fn random_numbers(seed: u32) -> impl FnMut() -> usize {
        let mut state = seed;
        move || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state as usize
        }
    }
}
