//! Tokenizer: splits any Unicode text into words, numbers, punctuation, emoji
//! (with ZWJ sequences, skin tones, keycaps and flags), emoticons, URLs,
//! @mentions, #hashtags and line breaks, with byte and UTF-16 offsets.
//!
//! It never panics and never allocates per character: every token borrows its
//! span of the input; only words that need normalising (upper case, curly
//! apostrophes, elongation) get an owned lookup key.

use std::borrow::Cow;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// Letters and digits of any script, with inner apostrophes (`don't`).
    Word,
    /// Digits with inner `.` or `,` (`3.5`, `1,000`).
    Number,
    /// One punctuation or symbol character; a run of dots is one token.
    Punct,
    /// One emoji, including its modifiers and ZWJ continuation.
    Emoji,
    /// A text emoticon such as `:)`, `:-(`, `<3`, `:D`.
    Emoticon,
    /// `http://…`, `https://…` or `www.…`.
    Url,
    /// `@name`.
    Mention,
    /// `#tag`; its key is the tag without `#`.
    Hashtag,
    /// One or more line breaks.
    LineBreak,
}

/// A token: its kind, where it is, and the key used for lexicon look-ups.
#[derive(Clone, Debug, PartialEq)]
pub struct Token<'a> {
    /// What the token is.
    pub kind: TokenKind,
    /// The exact text of the token in the input.
    pub text: &'a str,
    /// Byte offset of the start in the input.
    pub start: usize,
    /// Byte offset just past the end.
    pub end: usize,
    /// UTF-16 offset of the start (for JavaScript strings).
    pub start16: usize,
    /// UTF-16 offset just past the end.
    pub end16: usize,
    /// Lower-case look-up key (emoji: without variation selectors or skin tones).
    pub key: Cow<'a, str>,
    /// A word of two or more letters, all upper case (`GREAT`).
    pub all_caps: bool,
    /// A word with a letter repeated three or more times (`soooo`), shortened in `key`.
    pub elongated: bool,
    /// The word starts with an upper-case letter.
    pub capitalized: bool,
}

/// Emoticons recognised as tokens, longest first within each leading character.
/// Only these character sequences are read as emoticons; their valence comes
/// from the lexicon.
const EMOTICONS: &[&str] = &[
    ">:-(", ">:(", ">:-)", ">:)", ":'-(", ":'(", ":'-)", ":')", ":-))", ":))", ":-((", ":((",
    ":-)", ":-(", ":-D", ":-P", ":-p", ":-/", ":-\\", ":-|", ":-O", ":-o", ":-*", ":-x", ":-S",
    ":-s", ":)", ":(", ":D", ":P", ":p", ":/", ":\\", ":|", ":O", ":o", ":*", ":x", ":S", ":s",
    ":]", ":[", ":}", ":{", ":3", ":>", ":<", ";-)", ";)", ";-D", ";D", ";P", ";p", "=)", "=(",
    "=D", "=]", "=[", "=/", "=P", "8-)", "8)", "B-)", "<3", "</3", "xD", "XD", "xd", "x-D", "X-D",
    "^_^", "^^", "^.^", "-_-", "-.-", "T_T", "T.T", ";_;", "o_O", "O_o", "o.O", "O.o", ">_<", "D:",
    "):", "(:", "):<", "(-:", ")-:",
];

fn is_emoji_start(c: char) -> bool {
    let u = c as u32;
    matches!(u,
        0x1F000..=0x1FAFF   // pictographs, emoticons, transport, flags, supplemental
        | 0x2600..=0x27BF   // misc symbols, dingbats
        | 0x2300..=0x23FF   // misc technical (⌚ ⏰)
        | 0x2B05..=0x2B55   // arrows, ⭐ ⭕
        | 0x2190..=0x21FF   // arrows
        | 0x2934..=0x2935
        | 0x3030 | 0x303D | 0x3297 | 0x3299
        | 0x00A9 | 0x00AE | 0x203C | 0x2049 | 0x2122 | 0x2139 | 0x24C2
        | 0x25AA..=0x25FE
    )
}

fn is_emoji_modifier(c: char) -> bool {
    matches!(c as u32, 0x1F3FB..=0x1F3FF)
}

fn is_regional_indicator(c: char) -> bool {
    matches!(c as u32, 0x1F1E6..=0x1F1FF)
}

const VARIATION_SELECTOR_16: char = '\u{FE0F}';
const VARIATION_SELECTOR_15: char = '\u{FE0E}';
const ZERO_WIDTH_JOINER: char = '\u{200D}';
const KEYCAP: char = '\u{20E3}';

fn is_tag(c: char) -> bool {
    matches!(c as u32, 0xE0020..=0xE007F)
}

fn is_apostrophe(c: char) -> bool {
    c == '\'' || c == '\u{2019}' || c == '\u{02BC}'
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || is_combining_mark(c)
}

/// Combining marks continue a word (Devanagari vowel signs, accents written separately).
fn is_combining_mark(c: char) -> bool {
    let u = c as u32;
    matches!(u, 0x0300..=0x036F | 0x0483..=0x0489 | 0x0591..=0x05BD | 0x0610..=0x061A | 0x064B..=0x065F
        | 0x0900..=0x0903 | 0x093A..=0x094F | 0x0951..=0x0957 | 0x0962..=0x0963 | 0x0981..=0x0983
        | 0x09BC..=0x09D7 | 0x0E31 | 0x0E34..=0x0E3A | 0x0E47..=0x0E4E | 0x1AB0..=0x1AFF
        | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
}

/// Cursor over the input that keeps byte and UTF-16 positions in step.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    pos16: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        match self.text.as_bytes().get(self.pos) {
            Some(&b) if b.is_ascii() => Some(char::from(b)),
            Some(_) => self.text[self.pos..].chars().next(),
            None => None,
        }
    }

    fn peek_nth(&self, n: usize) -> Option<char> {
        self.text[self.pos..].chars().nth(n)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        self.pos16 += c.len_utf16();
        Some(c)
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    /// Advances over `s`, which must be a prefix of the rest.
    fn skip_str(&mut self, s: &str) {
        self.pos += s.len();
        self.pos16 += s.encode_utf16().count();
    }
}

/// Splits `text` into tokens. White space separates tokens and is dropped,
/// except line breaks, which become [`TokenKind::LineBreak`] tokens.
pub fn tokenize(text: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::with_capacity(text.len() / 5 + 1);
    let mut cursor = Cursor {
        text,
        pos: 0,
        pos16: 0,
    };
    let mut previous_was_space = true;

    loop {
        // Spaces and tabs between tokens, byte by byte.
        let bytes = text.as_bytes();
        let spaces = bytes[cursor.pos..]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t'))
            .count();
        if spaces > 0 {
            cursor.pos += spaces;
            cursor.pos16 += spaces;
            previous_was_space = true;
        }
        let c = match cursor.peek() {
            Some(c) => c,
            None => break,
        };
        let start = cursor.pos;
        let start16 = cursor.pos16;

        if c == '\n' || c == '\r' || c == '\u{2028}' || c == '\u{2029}' {
            while let Some(next) = cursor.peek() {
                if next == '\n'
                    || next == '\r'
                    || next == '\u{2028}'
                    || next == '\u{2029}'
                    || (next.is_whitespace() && next != ' ')
                {
                    cursor.bump();
                } else {
                    break;
                }
            }
            push(&mut tokens, TokenKind::LineBreak, &cursor, start, start16);
            previous_was_space = true;
            continue;
        }
        if c.is_whitespace()
            || c == ZERO_WIDTH_JOINER
            || c == VARIATION_SELECTOR_16
            || c == '\u{200B}'
            || c == '\u{FEFF}'
        {
            cursor.bump();
            previous_was_space = true;
            continue;
        }

        let kind = if previous_was_space && starts_url(cursor.rest()) {
            scan_until_space(&mut cursor);
            TokenKind::Url
        } else if let Some(emoticon) = match_emoticon(cursor.rest(), previous_was_space) {
            cursor.skip_str(emoticon);
            TokenKind::Emoticon
        } else if is_emoji_start(c) || is_keycap_start(&cursor) {
            scan_emoji(&mut cursor);
            TokenKind::Emoji
        } else if (c == '@' || c == '#')
            && cursor
                .peek_nth(1)
                .map_or(false, |n| n.is_alphanumeric() || n == '_')
        {
            cursor.bump();
            scan_word(&mut cursor);
            if c == '@' {
                TokenKind::Mention
            } else {
                TokenKind::Hashtag
            }
        } else if c.is_ascii_digit() {
            scan_number_or_word(&mut cursor)
        } else if is_word_char(c) {
            scan_word(&mut cursor);
            TokenKind::Word
        } else if c == '&' && html_entity_len(cursor.rest()) > 0 {
            // "&gt;", "&amp;", "&#39;": markup left in scraped text, not words.
            let len = html_entity_len(cursor.rest());
            cursor.pos += len;
            cursor.pos16 += len;
            TokenKind::Punct
        } else if c == '.' {
            while cursor.peek() == Some('.') {
                cursor.bump();
            }
            TokenKind::Punct
        } else if c == '\u{2026}' {
            cursor.bump();
            TokenKind::Punct
        } else {
            cursor.bump();
            // Stray modifiers and joiners belong to nothing visible.
            if is_emoji_modifier(c) || c == VARIATION_SELECTOR_15 || is_tag(c) || c == KEYCAP {
                previous_was_space = false;
                continue;
            }
            TokenKind::Punct
        };
        push(&mut tokens, kind, &cursor, start, start16);
        previous_was_space = false;
    }
    tokens
}

fn push<'a>(
    tokens: &mut Vec<Token<'a>>,
    kind: TokenKind,
    cursor: &Cursor<'a>,
    start: usize,
    start16: usize,
) {
    let text = &cursor.text[start..cursor.pos];
    let (key, all_caps, elongated, capitalized) = match kind {
        TokenKind::Word | TokenKind::Hashtag | TokenKind::Mention => {
            let body = if kind == TokenKind::Word {
                text
            } else {
                &text[1..]
            };
            word_key(body)
        }
        TokenKind::Emoji => (emoji_key(text), false, false, false),
        _ => (Cow::Borrowed(text), false, false, false),
    };
    tokens.push(Token {
        kind,
        text,
        start,
        end: cursor.pos,
        start16,
        end16: cursor.pos16,
        key,
        all_caps,
        elongated,
        capitalized,
    });
}

/// Length of an HTML character reference at the start of `rest` (`&gt;`, `&#39;`, `&#x27;`), or 0.
fn html_entity_len(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    let body = bytes
        .iter()
        .skip(1)
        .take(10)
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'#')
        .count();
    if body >= 2 && bytes.get(1 + body) == Some(&b';') {
        body + 2
    } else {
        0
    }
}

fn starts_url(rest: &str) -> bool {
    let starts_with = |prefix: &str| {
        rest.len() >= prefix.len()
            && rest.as_bytes()[..prefix.len()].eq_ignore_ascii_case(prefix.as_bytes())
    };
    starts_with("http://") || starts_with("https://") || starts_with("www.")
}

fn scan_until_space(cursor: &mut Cursor<'_>) {
    while let Some(c) = cursor.peek() {
        if c.is_whitespace() {
            break;
        }
        cursor.bump();
    }
    // Trailing sentence punctuation is not part of the address.
    while let Some(last) = cursor.text[..cursor.pos].chars().next_back() {
        if matches!(last, '.' | ',' | '!' | '?' | ')' | ';' | ':' | '"' | '\'') && cursor.pos > 0 {
            cursor.pos -= last.len_utf8();
            cursor.pos16 -= last.len_utf16();
        } else {
            break;
        }
    }
}

/// An emoticon at the start of `rest`, if it stands alone: after white space
/// (or the start) and before white space, punctuation or the end.
fn match_emoticon(rest: &str, previous_was_space: bool) -> Option<&'static str> {
    let bytes = rest.as_bytes();
    let first = *bytes.first()?;
    if first.is_ascii_alphanumeric() {
        // Letter- and digit-led faces (xD, D:, T_T, B-), 8), o_O) all have one of
        // these second characters; ordinary words do not, so they stop here.
        if !previous_was_space
            || !matches!(bytes.get(1), Some(b'D' | b'-' | b'_' | b'.' | b':' | b')'))
        {
            return None;
        }
    } else if !matches!(
        first,
        b'(' | b')' | b'-' | b':' | b';' | b'<' | b'=' | b'>' | b'^'
    ) {
        // Most punctuation (",", ".", "!") starts no face at all (checked by a unit test).
        return None;
    }
    let mut best: Option<&'static str> = None;
    for emoticon in EMOTICONS {
        if emoticon.as_bytes()[0] == first
            && rest.starts_with(emoticon)
            && best.map_or(true, |b| emoticon.len() > b.len())
        {
            let after = rest[emoticon.len()..].chars().next();
            let stands_alone = match after {
                None => true,
                Some(c) => {
                    c.is_whitespace()
                        || matches!(c, '.' | ',' | '!' | '?' | ';')
                        || is_emoji_start(c)
                }
            };
            // Letter-led emoticons (xD, D:) need white space before them too.
            let letter_led = emoticon.as_bytes()[0].is_ascii_alphabetic();
            if stands_alone && (!letter_led || previous_was_space) {
                best = Some(emoticon);
            }
        }
    }
    // "(:" or "):" inside ordinary text ("(see: x)") is punctuation, not a face.
    match best {
        Some(e) if (e.starts_with('(') || e.starts_with(')')) && !previous_was_space => None,
        other => other,
    }
}

fn is_keycap_start(cursor: &Cursor<'_>) -> bool {
    let mut chars = cursor.rest().chars();
    match chars.next() {
        Some(c) if c.is_ascii_digit() || c == '#' || c == '*' => {}
        _ => return false,
    }
    match chars.next() {
        Some(KEYCAP) => true,
        Some(VARIATION_SELECTOR_16) => chars.next() == Some(KEYCAP),
        _ => false,
    }
}

fn scan_emoji(cursor: &mut Cursor<'_>) {
    let first = match cursor.bump() {
        Some(c) => c,
        None => return,
    };
    if is_regional_indicator(first) {
        // A flag is a pair of regional indicators.
        if cursor.peek().map_or(false, is_regional_indicator) {
            cursor.bump();
        }
        return;
    }
    loop {
        // Modifiers of the current emoji.
        while let Some(c) = cursor.peek() {
            if c == VARIATION_SELECTOR_16
                || c == VARIATION_SELECTOR_15
                || is_emoji_modifier(c)
                || c == KEYCAP
                || is_tag(c)
            {
                cursor.bump();
            } else {
                break;
            }
        }
        // A zero-width joiner followed by another emoji continues the sequence.
        if cursor.peek() == Some(ZERO_WIDTH_JOINER)
            && cursor.peek_nth(1).map_or(false, is_emoji_start)
        {
            cursor.bump();
            cursor.bump();
            continue;
        }
        break;
    }
}

fn scan_word(cursor: &mut Cursor<'_>) {
    loop {
        // Fast path: a run of ASCII letters and digits, one byte per UTF-16 unit.
        let bytes = cursor.text.as_bytes();
        let run = bytes[cursor.pos..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        cursor.pos += run;
        cursor.pos16 += run;
        // An ASCII byte that is neither a word character nor an apostrophe ends the word.
        match bytes.get(cursor.pos) {
            None => return,
            Some(&b) if b.is_ascii() && b != b'\'' && b != b'-' => return,
            _ => {}
        }
        // Anything else (an apostrophe, a non-ASCII letter) takes the general path.
        let c = match cursor.peek() {
            Some(c) => c,
            None => return,
        };
        // Inner apostrophes ("don't") and hyphens ("well-known", "tax-the-rich") join a word:
        // a compound means what it means as a whole, not what its parts do.
        let joiner = (is_apostrophe(c) || c == '-')
            && cursor.peek_nth(1).map_or(false, char::is_alphanumeric);
        if !(is_word_char(c) || joiner) {
            return;
        }
        cursor.bump();
    }
}

fn scan_number_or_word(cursor: &mut Cursor<'_>) -> TokenKind {
    let mut kind = TokenKind::Number;
    while let Some(c) = cursor.peek() {
        let inner_separator =
            (c == '.' || c == ',') && cursor.peek_nth(1).map_or(false, |n| n.is_ascii_digit());
        if c.is_ascii_digit() || inner_separator {
            cursor.bump();
        } else if is_word_char(c) {
            // "2nd", "4ever", "b4": a word that starts with a digit.
            kind = TokenKind::Word;
            cursor.bump();
        } else {
            break;
        }
    }
    kind
}

/// [`word_key`] for ASCII words, the common case, without per-character
/// Unicode case mapping.
fn ascii_word_key(word: &str) -> (Cow<'_, str>, bool, bool, bool) {
    let bytes = word.as_bytes();
    let mut letters = 0usize;
    let mut upper = 0usize;
    let mut elongated = false;
    let mut run = 0usize;
    let mut previous = 0u8;
    for &b in bytes {
        if b.is_ascii_alphabetic() {
            letters += 1;
            if b.is_ascii_uppercase() {
                upper += 1;
            }
            if b.to_ascii_lowercase() == previous {
                run += 1;
                if run == 3 {
                    elongated = true;
                }
            } else {
                run = 1;
            }
            previous = b.to_ascii_lowercase();
        } else {
            run = 0;
            previous = 0;
        }
    }
    let capitalized = bytes.first().map_or(false, u8::is_ascii_uppercase);
    let all_caps = letters >= 2 && upper == letters;
    if upper == 0 && !elongated {
        return (Cow::Borrowed(word), false, false, capitalized);
    }
    let mut key = String::with_capacity(word.len());
    let mut run = 0usize;
    let mut previous = 0u8;
    for &b in bytes {
        let lower = b.to_ascii_lowercase();
        if lower.is_ascii_alphabetic() && lower == previous {
            run += 1;
            if run > 2 {
                continue;
            }
        } else {
            run = 1;
        }
        previous = lower;
        key.push(char::from(lower));
    }
    (Cow::Owned(key), all_caps, elongated, capitalized)
}

/// The look-up key of a word: lower case, straight apostrophes, letters
/// repeated three or more times cut to two. Also reports ALL CAPS,
/// elongation and an initial capital.
fn word_key(word: &str) -> (Cow<'_, str>, bool, bool, bool) {
    if word.is_ascii() {
        return ascii_word_key(word);
    }
    let mut letters = 0usize;
    let mut upper = 0usize;
    let mut needs_owned = false;
    let mut elongated = false;
    let mut run_char = '\0';
    let mut run_len = 0usize;
    let capitalized = word.chars().next().map_or(false, char::is_uppercase);
    for c in word.chars() {
        if c.is_alphabetic() {
            letters += 1;
            if c.is_uppercase() {
                upper += 1;
                needs_owned = true;
            } else if !c.is_lowercase() && c.to_lowercase().next() != Some(c) {
                needs_owned = true;
            }
        }
        if c != '\'' && is_apostrophe(c) {
            needs_owned = true;
        }
        let lower = c.to_lowercase().next().unwrap_or(c);
        if lower == run_char && c.is_alphabetic() {
            run_len += 1;
            if run_len == 3 {
                elongated = true;
                needs_owned = true;
            }
        } else {
            run_char = lower;
            run_len = 1;
        }
    }
    let all_caps = letters >= 2 && upper == letters;
    if !needs_owned {
        return (Cow::Borrowed(word), false, false, capitalized);
    }
    let mut key = String::with_capacity(word.len());
    let mut run_char = '\0';
    let mut run_len = 0usize;
    for c in word.chars() {
        let c = if is_apostrophe(c) { '\'' } else { c };
        for lower in c.to_lowercase() {
            if lower == run_char && lower.is_alphabetic() {
                run_len += 1;
                if run_len > 2 {
                    continue;
                }
            } else {
                run_char = lower;
                run_len = 1;
            }
            key.push(lower);
        }
    }
    (Cow::Owned(key), all_caps, elongated, capitalized)
}

/// The look-up key of an emoji: without variation selectors, skin tones or tags.
fn emoji_key(emoji: &str) -> Cow<'_, str> {
    if !emoji.chars().any(|c| {
        c == VARIATION_SELECTOR_16
            || c == VARIATION_SELECTOR_15
            || is_emoji_modifier(c)
            || is_tag(c)
    }) {
        return Cow::Borrowed(emoji);
    }
    Cow::Owned(
        emoji
            .chars()
            .filter(|&c| {
                c != VARIATION_SELECTOR_16
                    && c != VARIATION_SELECTOR_15
                    && !is_emoji_modifier(c)
                    && !is_tag(c)
            })
            .collect(),
    )
}

/// Shortens a key elongated to two repeats ("soo") further, to one ("so").
pub fn collapse_repeats(key: &str) -> String {
    let mut out = String::with_capacity(key.len());
    let mut previous = '\0';
    for c in key.chars() {
        if c != previous || !c.is_alphabetic() {
            out.push(c);
        }
        previous = c;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds_and_texts(text: &str) -> Vec<(TokenKind, &str)> {
        tokenize(text)
            .into_iter()
            .map(|t| (t.kind, t.text))
            .collect()
    }

    #[test]
    fn words_contractions_and_punctuation() {
        use TokenKind::*;
        assert_eq!(
            kinds_and_texts("I don't like it, really!"),
            vec![
                (Word, "I"),
                (Word, "don't"),
                (Word, "like"),
                (Word, "it"),
                (Punct, ","),
                (Word, "really"),
                (Punct, "!")
            ]
        );
    }

    #[test]
    fn emoji_sequences_are_single_tokens() {
        let tokens = tokenize("ok 👍🏽 👨‍👩‍👧 🇫🇷 ❤️ 1️⃣");
        let emoji: Vec<&str> = tokens
            .iter()
            .filter(|t| t.kind == TokenKind::Emoji)
            .map(|t| t.text)
            .collect();
        assert_eq!(emoji, vec!["👍🏽", "👨‍👩‍👧", "🇫🇷", "❤️", "1️⃣"]);
        assert_eq!(tokens[1].key, "👍");
        assert_eq!(tokens[4].key, "❤");
    }

    #[test]
    fn emoticons_urls_mentions_hashtags() {
        use TokenKind::*;
        assert_eq!(
            kinds_and_texts("great :) see https://x.io/a?b=1. @ann #blessed <3 :-("),
            vec![
                (Word, "great"),
                (Emoticon, ":)"),
                (Word, "see"),
                (Url, "https://x.io/a?b=1"),
                (Punct, "."),
                (Mention, "@ann"),
                (Hashtag, "#blessed"),
                (Emoticon, "<3"),
                (Emoticon, ":-(")
            ]
        );
    }

    #[test]
    fn every_punctuation_led_emoticon_passes_the_first_byte_check() {
        for emoticon in EMOTICONS {
            let first = emoticon.as_bytes()[0];
            if !first.is_ascii_alphanumeric() {
                assert_eq!(
                    match_emoticon(emoticon, true),
                    Some(*emoticon),
                    "{emoticon}"
                );
            }
        }
    }

    #[test]
    fn caps_and_elongation() {
        let tokens = tokenize("GREAT soooo goooood Ok");
        assert!(tokens[0].all_caps);
        assert_eq!(tokens[1].key, "soo");
        assert!(tokens[1].elongated);
        assert_eq!(tokens[2].key, "good");
        assert!(!tokens[3].all_caps);
        assert!(tokens[3].capitalized);
    }

    #[test]
    fn utf16_offsets_follow_javascript() {
        let text = "é 😀 ok";
        let tokens = tokenize(text);
        let ok = tokens.last().unwrap();
        assert_eq!((ok.start16, ok.end16), (5, 7));
        assert_eq!(&text[ok.start..ok.end], "ok");
    }

    #[test]
    fn hyphenated_compounds_and_html_entities() {
        use TokenKind::*;
        assert_eq!(
            kinds_and_texts("well-known tax-the-rich plan &gt;&gt; - done"),
            vec![
                (Word, "well-known"),
                (Word, "tax-the-rich"),
                (Word, "plan"),
                (Punct, "&gt;"),
                (Punct, "&gt;"),
                (Punct, "-"),
                (Word, "done")
            ]
        );
    }

    #[test]
    fn numbers_and_line_breaks() {
        use TokenKind::*;
        assert_eq!(
            kinds_and_texts("3.5 stars\n\nfine"),
            vec![
                (Number, "3.5"),
                (Word, "stars"),
                (LineBreak, "\n\n"),
                (Word, "fine")
            ]
        );
    }
}
