//! The JSON form of an [`Analysis`], written by hand (no dependencies) for
//! the TypeScript wrapper. Offsets are UTF-16, to index JavaScript strings.

use crate::analyze::{Analysis, EMOTION_NAMES};
use std::fmt::Write;

/// Serialises `analysis`; with `detail`, also its sentences and token contributions.
pub fn to_json(
    analysis: &Analysis,
    detail: bool,
    engine_version: &str,
    lexicon_hash: &str,
) -> String {
    let mut out = String::with_capacity(if detail {
        256 + analysis.contributions.len() * 64 + analysis.sentences.len() * 64
    } else {
        512
    });
    out.push('{');
    field_str(&mut out, "label", analysis.label.as_str());
    out.push(',');
    field_num(&mut out, "compound", analysis.compound);
    out.push(',');
    field_num(&mut out, "confidence", analysis.confidence);
    out.push_str(",\"proportions\":{");
    field_num(&mut out, "positive", analysis.proportions.positive);
    out.push(',');
    field_num(&mut out, "negative", analysis.proportions.negative);
    out.push(',');
    field_num(&mut out, "neutral", analysis.proportions.neutral);
    out.push_str("},\"emotions\":{");
    for (i, name) in EMOTION_NAMES.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        field_num(&mut out, name, analysis.emotions.weights[i]);
    }
    out.push_str("},");
    field_str(
        &mut out,
        "dominantEmotion",
        analysis.emotions.dominant_name(),
    );
    let s = &analysis.statistics;
    out.push_str(",\"statistics\":{");
    let _ = write!(
        out,
        "\"wordCount\":{},\"sentenceCount\":{},\"positiveWords\":{},\"negativeWords\":{},\"sentimentWordsFound\":{},",
        s.word_count, s.sentence_count, s.positive_words, s.negative_words, s.sentiment_words_found
    );
    field_num(
        &mut out,
        "averageWordsPerSentence",
        s.average_words_per_sentence,
    );
    out.push_str("},");
    field_str(&mut out, "engineVersion", engine_version);
    out.push(',');
    field_str(&mut out, "lexiconHash", lexicon_hash);
    if detail {
        out.push_str(",\"sentences\":");
        push_array(&mut out, &analysis.sentences, |out, sentence| {
            open_span(out, sentence.start16, sentence.end16);
            field_num(out, "compound", sentence.compound);
            out.push(',');
            field_str(out, "label", sentence.label.as_str());
            out.push('}');
        });
        out.push_str(",\"tokens\":");
        push_array(&mut out, &analysis.contributions, |out, token| {
            open_span(out, token.start16, token.end16);
            field_num(out, "valence", token.valence);
            out.push_str(",\"notes\":");
            let names: Vec<&str> = token.notes.names().collect();
            push_array(out, &names, |out, name| push_string(out, name));
            out.push('}');
        });
    }
    out.push('}');
    out
}

/// `[item,item,…]`, each written by `write_item`.
fn push_array<T>(out: &mut String, items: &[T], mut write_item: impl FnMut(&mut String, &T)) {
    out.push('[');
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_item(out, item);
    }
    out.push(']');
}

/// Opens an object with a UTF-16 span: `{"start":…,"end":…,`.
fn open_span(out: &mut String, start16: usize, end16: usize) {
    let _ = write!(out, "{{\"start\":{},\"end\":{},", start16, end16);
}

fn field_num(out: &mut String, name: &str, value: f64) {
    push_string(out, name);
    out.push(':');
    let value = if value.is_finite() { value } else { 0.0 };
    // -0 prints as "-0", which JSON allows, but 0 reads better.
    let value = if value == 0.0 { 0.0 } else { value };
    let _ = write!(out, "{}", value);
}

fn field_str(out: &mut String, name: &str, value: &str) {
    push_string(out, name);
    out.push(':');
    push_string(out, value);
}

/// A JSON string literal.
pub fn push_string(out: &mut String, value: &str) {
    out.push('"');
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
