//! Sentence boundaries over tokens: `.`, `!`, `?` and their runs (`?!`),
//! ellipses, line breaks, and an emoji followed by a capitalised word. Not
//! after abbreviations (`Dr.`, `e.g.`), initials (`J.`) or before a lower-case
//! word; decimals never split because the tokenizer keeps `3.5` whole.

use crate::key_hash::short_key_word;
use crate::tokenize::{flag, Tok, TokenKind, Tokens};
use std::ops::Range;

const ABBREVIATIONS: &[&str] = &[
    "approx", "apr", "aug", "ave", "capt", "cf", "co", "col", "corp", "dec", "dept", "dr", "e.g",
    "eg", "est", "etc", "feb", "fig", "gen", "gov", "i.e", "ie", "inc", "jan", "jr", "jul", "jun",
    "lt", "ltd", "mar", "messrs", "mr", "mrs", "ms", "mt", "no", "nov", "oct", "p.m", "a.m",
    "ph.d", "phd", "prof", "rep", "rev", "sen", "sep", "sept", "sgt", "sr", "st", "u.k", "u.s",
    "vol", "vs",
];

/// [`ABBREVIATIONS`] as the tokenizer's short key words ([`Tok::short`]): one number
/// compare each instead of a string compare.
const ABBREVIATION_WORDS: [u64; ABBREVIATIONS.len()] = {
    let mut words = [0u64; ABBREVIATIONS.len()];
    let mut i = 0;
    while i < ABBREVIATIONS.len() {
        words[i] = short_key_word(ABBREVIATIONS[i].as_bytes());
        i += 1;
    }
    words
};

/// Whether the word token `tok`, whose key is `key`, is an abbreviation or an initial.
fn is_abbreviation(tok: &Tok, key: &str) -> bool {
    // Single letters are initials ("J. Smith").
    key.chars().count() == 1 && key.chars().all(char::is_alphabetic)
        || (tok.short != 0 && ABBREVIATION_WORDS.contains(&tok.short))
}

/// Splits the tokens of `text` into sentences, written to `sentences` (cleared
/// first): each range covers one sentence's tokens, terminators included,
/// line breaks excluded. Empty sentences are dropped.
pub(crate) fn split_sentences(tokens: &Tokens, text: &str, sentences: &mut Vec<Range<usize>>) {
    sentences.clear();
    let toks: &[Tok] = &tokens.toks;
    let mut start = 0;
    let mut i = 0;
    while i < toks.len() {
        let token = &toks[i];
        if token.kind == TokenKind::LineBreak {
            close(sentences, toks, start, i);
            start = i + 1;
            i += 1;
            continue;
        }
        // (where this run of terminators or emoji ends, whether a sentence ends there)
        let (run_end, boundary) = if token.has(flag::TERMINATOR) {
            // Keep the whole run of terminators (and closing quotes/brackets) together.
            let mut end = i + 1;
            while end < toks.len() && toks[end].has(flag::TERMINATOR | flag::CLOSER) {
                end += 1;
            }
            let next_word = toks[end..].iter().find(|t| t.kind != TokenKind::LineBreak);
            let single_dot = token.has(flag::SINGLE_DOT);
            let after_abbreviation = single_dot
                && i > 0
                && toks[i - 1].kind == TokenKind::Word
                && is_abbreviation(&toks[i - 1], tokens.key(text, &toks[i - 1]));
            let next_lower = next_word.map_or(false, |t| {
                t.kind == TokenKind::Word && t.has(flag::LOWER_START)
            });
            // A single dot after an abbreviation or initial ("Dr.", "J.") does not end a
            // sentence; an ellipsis before a lower-case word trails on ("I thought... it was").
            // Informal text often starts sentences in lower case, so that alone does not join.
            let joins = after_abbreviation || (token.has(flag::DOT_RUN) && next_lower);
            (end, !joins)
        } else if token.kind == TokenKind::Emoji {
            let mut end = i + 1;
            while end < toks.len()
                && (toks[end].kind == TokenKind::Emoji || toks[end].kind == TokenKind::Emoticon)
            {
                end += 1;
            }
            let next_capitalized = toks.get(end).map_or(false, |next| {
                next.kind == TokenKind::Word && next.has(flag::CAPITALIZED)
            });
            (end, next_capitalized)
        } else {
            (i + 1, false)
        };
        if boundary {
            close(sentences, toks, start, run_end);
            start = run_end;
        }
        // The whole run is looked at once: a long run of "!!!" or emoji stays linear.
        i = run_end;
    }
    close(sentences, toks, start, toks.len());
}

fn close(sentences: &mut Vec<Range<usize>>, toks: &[Tok], start: usize, end: usize) {
    let has_content = toks[start..end]
        .iter()
        .any(|t| t.kind != TokenKind::LineBreak && t.kind != TokenKind::Punct);
    if start < end && has_content {
        sentences.push(start..end);
    } else if start < end {
        // Stray punctuation joins the previous sentence.
        if let Some(last) = sentences.last_mut() {
            if last.end == start {
                last.end = end;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokenize::scan;

    #[test]
    fn every_abbreviation_is_found_by_its_short_key_word() {
        for abbreviation in ABBREVIATIONS {
            assert!(
                abbreviation.len() < 8,
                "{abbreviation} needs a short key word"
            );
            let mut tokens = Tokens::default();
            scan(abbreviation, &mut tokens);
            // "e.g" and the like are not one word token; those that are must be found.
            if let [tok] = tokens.toks.as_slice() {
                assert!(
                    is_abbreviation(tok, tokens.key(abbreviation, tok)),
                    "{abbreviation}"
                );
            }
        }
        let mut tokens = Tokens::default();
        scan("Drs", &mut tokens);
        assert!(!is_abbreviation(&tokens.toks[0], "drs"));
    }

    fn sentences(text: &str) -> Vec<String> {
        let mut tokens = Tokens::default();
        scan(text, &mut tokens);
        let mut ranges = Vec::new();
        split_sentences(&tokens, text, &mut ranges);
        let toks = &tokens.toks;
        ranges
            .into_iter()
            .map(|r| text[toks[r.start].start..toks[r.end - 1].end].to_string())
            .collect()
    }

    #[test]
    fn splits_on_terminators_and_keeps_runs() {
        assert_eq!(
            sentences("Great. Really?! Yes..."),
            vec!["Great.", "Really?!", "Yes..."]
        );
    }

    #[test]
    fn abbreviations_decimals_and_initials_do_not_split() {
        assert_eq!(
            sentences("Dr. Smith paid 3.5 dollars, e.g. cheap. J. Doe agreed."),
            vec!["Dr. Smith paid 3.5 dollars, e.g. cheap.", "J. Doe agreed."]
        );
    }

    #[test]
    fn line_breaks_and_emoji_split() {
        assert_eq!(
            sentences("loved it\nhated the end"),
            vec!["loved it", "hated the end"]
        );
        assert_eq!(
            sentences("Best day 😀 Then rain"),
            vec!["Best day 😀", "Then rain"]
        );
        assert_eq!(sentences("so good 😀 really"), vec!["so good 😀 really"]);
    }

    #[test]
    fn long_runs_of_emoji_or_terminators_stay_linear() {
        // Quadratic behaviour would make this test take many minutes instead of a moment.
        let emoji = "😀 👍🏽 🇫🇷 ".repeat(200_000);
        assert_eq!(sentences(&emoji).len(), 1);
        let bangs = format!("wow{}", "!".repeat(400_000));
        assert_eq!(sentences(&bangs).len(), 1);
    }

    #[test]
    fn lower_case_sentences_still_split() {
        assert_eq!(
            sentences("josh not home till 9. ugh."),
            vec!["josh not home till 9.", "ugh."]
        );
    }

    #[test]
    fn ellipsis_before_lower_case_continues() {
        assert_eq!(
            sentences("I thought... it was fine. Wait... No."),
            vec!["I thought... it was fine.", "Wait...", "No."]
        );
    }
}
