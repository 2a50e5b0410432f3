//! Tokenizer: splits any Unicode text into words, numbers, punctuation, emoji
//! (with ZWJ sequences, skin tones, keycaps and flags), emoticons, URLs,
//! @mentions, #hashtags and line breaks, with byte and UTF-16 offsets.
//!
//! It never panics. The analyzer's tokens ([`Tok`]) hold positions and flags
//! only, so their buffer is reused from one text to the next; the look-up
//! key of a word that needs normalising (upper case, curly apostrophes,
//! elongation) is written to a reusable key arena. [`tokenize`] turns them
//! into the public [`Token`]s, which borrow the text.

use crate::key_hash::{key_hash, medium_key_hash, short_key_hash, short_key_word};
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

/// Bits of [`Tok::flags`]: what the rules and the sentence splitter ask of a
/// token, worked out once while scanning.
pub(crate) mod flag {
    /// A word of two or more letters, all upper case.
    pub const ALL_CAPS: u16 = 1 << 0;
    /// A letter repeated three or more times; shortened in the key.
    pub const ELONGATED: u16 = 1 << 1;
    /// Starts with an upper-case letter.
    pub const CAPITALIZED: u16 = 1 << 2;
    /// Starts with a lower-case letter.
    pub const LOWER_START: u16 = 1 << 3;
    /// Has at least one letter.
    pub const HAS_LETTER: u16 = 1 << 4;
    /// The key is in the key arena, not the text.
    pub const KEY_IN_ARENA: u16 = 1 << 5;
    /// Punctuation made only of `.` `!` `?` `…` `。` `！` `？`.
    pub const TERMINATOR: u16 = 1 << 6;
    /// A closing quote or bracket.
    pub const CLOSER: u16 = 1 << 7;
    /// `,` `;` `:` `(` `)` `-` or a dash: a clause break.
    pub const CLAUSE_BREAK: u16 = 1 << 8;
    /// `!` or `！`.
    pub const EXCLAIM: u16 = 1 << 9;
    /// `?` or `？`.
    pub const QUESTION: u16 = 1 << 10;
    /// Exactly `.`.
    pub const SINGLE_DOT: u16 = 1 << 11;
    /// Two or more dots.
    pub const DOT_RUN: u16 = 1 << 12;
    /// Set by the analyzer on a word's unit: a number that rates nothing follows it straight
    /// away ("at 1 not 12").
    pub const BEFORE_NUMBER: u16 = 1 << 13;
    /// Set by the analyzer on a word's unit: a quotation mark (`"`, `“`, `”`, `'`, `‘`, `’`)
    /// touches its start…
    pub const QUOTE_BEFORE: u16 = 1 << 14;
    /// …or its end (the end of the idiom it closes, on that idiom's last unit).
    pub const QUOTE_AFTER: u16 = 1 << 15;
}

/// A token as the analyzer keeps it: no borrowed text, so buffers of them
/// can be reused across texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Tok {
    pub kind: TokenKind,
    /// [`flag`] bits.
    pub flags: u16,
    /// Byte span in the text.
    pub start: usize,
    pub end: usize,
    /// UTF-16 span.
    pub start16: usize,
    pub end16: usize,
    /// The key's byte span, in the text or (with `KEY_IN_ARENA`) in the key arena.
    pub key_start: usize,
    pub key_end: usize,
    /// The key's [`key_hash`] for the tokens the analyzer looks up (words,
    /// hashtags, emoji, emoticons), worked out while scanning; else 0.
    pub hash: u32,
    /// For those tokens, the key's [`short_key_word`] (0 when the key has
    /// eight bytes or more); else 0.
    pub short: u64,
}

impl Tok {
    pub fn has(&self, bits: u16) -> bool {
        self.flags & bits != 0
    }
}

/// The tokens of one text and the arena holding their normalised keys.
#[derive(Default)]
pub(crate) struct Tokens {
    pub toks: Vec<Tok>,
    pub arena: String,
}

impl Tokens {
    /// Empties the tokens and the key arena, keeping their buffers.
    pub fn clear(&mut self) {
        self.toks.clear();
        self.arena.clear();
    }

    /// Drops the tokens before `first`, and their keys in the arena; the rest move to the
    /// front, their key spans with them. A scan writes keys in token order, so the keys kept
    /// are the arena's tail.
    pub fn keep_from(&mut self, first: usize) {
        self.toks.drain(..first.min(self.toks.len()));
        let cut = self
            .toks
            .iter()
            .find(|t| t.has(flag::KEY_IN_ARENA))
            .map_or(self.arena.len(), |t| t.key_start);
        self.arena.drain(..cut);
        for tok in self.toks.iter_mut().filter(|t| t.has(flag::KEY_IN_ARENA)) {
            tok.key_start -= cut;
            tok.key_end -= cut;
        }
    }

    /// Appends a normalised key to the key arena with `write`; returns its span there.
    #[inline(always)]
    fn write_key(&mut self, write: impl FnOnce(&mut String)) -> (usize, usize) {
        let start = self.arena.len();
        write(&mut self.arena);
        (start, self.arena.len())
    }

    /// The look-up key of `tok`, a token of `text`.
    pub fn key<'s>(&'s self, text: &'s str, tok: &Tok) -> &'s str {
        let source = if tok.has(flag::KEY_IN_ARENA) {
            &self.arena
        } else {
            text
        };
        source.get(tok.key_start..tok.key_end).unwrap_or("")
    }
}
/// Emoticons recognised as tokens, sorted by their bytes (so those with the same first
/// byte are together: see [`EMOTICONS_BY_FIRST_BYTE`]).
/// Only these character sequences are read as emoticons; their valence comes
/// from the lexicon.
const EMOTICONS: &[&str] = &[
    "(-:", "(:", ")-:", "):", "):<", "-.-", "-_-", "8)", "8-)", ":'(", ":')", ":'-(", ":'-)", ":(",
    ":((", ":)", ":))", ":*", ":-(", ":-((", ":-)", ":-))", ":-*", ":-/", ":-D", ":-O", ":-P",
    ":-S", ":-[", ":-\\", ":-c", ":-o", ":-p", ":-s", ":-x", ":-|", ":/", ":3", ":<", ":>", ":@",
    ":D", ":O", ":P", ":S", ":[", ":\\", ":]", ":^)", ":c", ":l", ":o", ":o)", ":p", ":s", ":x",
    ":{", ":|", ":}", ";)", ";-)", ";-D", ";D", ";P", ";_;", ";p", "</3", "<3", "=(", "=)", "=/",
    "=D", "=P", "=[", "=]", "=l", "=p", "=|", ">:(", ">:)", ">:-(", ">:-)", ">:/", ">_<", "B-)",
    "D:", "O.o", "O_o", "T.T", "T_T", "X-D", "XD", "\\o/", "^.^", "^^", "^_^", "o.O", "o_O", "x-D",
    "xD", "xd",
];

/// ASCII marks that start no longer token (no face, address, entity, mention, keycap, number
/// or run of dots), as bits: each is a token of its own.
const PLAIN_PUNCT: u128 = {
    let marks = b"!?,\"'/[]{}|~$%+`";
    let mut bits = 0u128;
    let mut i = 0;
    while i < marks.len() {
        bits |= 1u128 << marks[i];
        i += 1;
    }
    bits
};

/// For each ASCII byte, the second bytes of the emoticons that start with it, as bits.
static EMOTICON_SECOND_BYTES: [u128; 128] = {
    let mut table = [0u128; 128];
    let mut i = 0;
    while i < EMOTICONS.len() {
        let bytes = EMOTICONS[i].as_bytes();
        table[bytes[0] as usize] |= 1u128 << bytes[1];
        i += 1;
    }
    table
};

/// For each ASCII byte, where the emoticons starting with it are in
/// [`EMOTICONS`] (start, end): a face is matched against its few candidates,
/// not the whole list.
static EMOTICONS_BY_FIRST_BYTE: [(u8, u8); 128] = {
    let mut table = [(0u8, 0u8); 128];
    let mut i = 0;
    while i < EMOTICONS.len() {
        let first = EMOTICONS[i].as_bytes()[0] as usize;
        if table[first].1 == 0 {
            table[first].0 = i as u8;
        }
        table[first].1 = i as u8 + 1;
        i += 1;
    }
    table
};

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
}

/// Splits `text` into tokens. White space separates tokens and is dropped,
/// except line breaks, which become [`TokenKind::LineBreak`] tokens.
pub fn tokenize(text: &str) -> Vec<Token<'_>> {
    let mut tokens = Tokens::default();
    scan(text, &mut tokens);
    tokens
        .toks
        .iter()
        .map(|tok| Token {
            kind: tok.kind,
            text: &text[tok.start..tok.end],
            start: tok.start,
            end: tok.end,
            start16: tok.start16,
            end16: tok.end16,
            key: if tok.has(flag::KEY_IN_ARENA) {
                Cow::Owned(tokens.key(text, tok).to_owned())
            } else {
                Cow::Borrowed(&text[tok.key_start..tok.key_end])
            },
            all_caps: tok.has(flag::ALL_CAPS),
            elongated: tok.has(flag::ELONGATED),
            capitalized: tok.has(flag::CAPITALIZED),
        })
        .collect()
}

/// Where a scan stopped, between two tokens: all a scan needs to go on from there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ScanPosition {
    /// Byte offset in the text.
    pub pos: usize,
    /// UTF-16 offset in the text.
    pub pos16: usize,
    /// What came before was white space, a line break or nothing: an address or an
    /// emoticon may start here.
    after_space: bool,
}

impl ScanPosition {
    /// The start of a text.
    pub const START: ScanPosition = ScanPosition {
        pos: 0,
        pos16: 0,
        after_space: true,
    };
}

/// Tokenizes `text` into `out`, replacing what it held (its buffers are reused).
pub(crate) fn scan(text: &str, out: &mut Tokens) {
    out.clear();
    scan_part(text, out, true, ScanPosition::START, usize::MAX);
}

/// Tokenizes `text` on from `from` (the start, or where the last call stopped), appending
/// to `out`, and stops at the first token that starts at or past byte `stop_at`, or at the
/// end of the text: returns where it stopped. The tokens are the same as one [`scan`] of
/// the whole text makes, however it is cut.
///
/// With `fast_ascii_words` false, words that start with an ASCII letter take the general path
/// too: the slow, obvious reference the fast path is tested against.
pub(crate) fn scan_part(
    text: &str,
    out: &mut Tokens,
    fast_ascii_words: bool,
    from: ScanPosition,
    stop_at: usize,
) -> ScanPosition {
    let bytes = text.as_bytes();
    let mut cursor = Cursor {
        text,
        pos: from.pos,
        pos16: from.pos16,
    };
    let mut previous_was_space = from.after_space;
    // No further than the end: the one compare that stops the loop also proves the index
    // below in bounds.
    let stop_at = stop_at.min(bytes.len());

    while cursor.pos < stop_at {
        let b = bytes[cursor.pos];
        // Spaces and tabs between tokens.
        if b == b' ' || b == b'\t' {
            cursor.pos += 1;
            cursor.pos16 += 1;
            previous_was_space = true;
            continue;
        }
        let start = cursor.pos;
        let start16 = cursor.pos16;

        // The commonest token by far: a word starting with an ASCII letter. Only an
        // address (h…, w…) or a letter-led emoticon (xD) can start the same way.
        if fast_ascii_words && b.is_ascii_alphabetic() {
            // Both bytes at once: branching on the first alone ("he", "we", "was") would
            // guess wrong as often as words start with h or w.
            let first_two = bytes
                .get(start + 1)
                .map_or(0, |&next| u16::from_le_bytes([b | 0x20, next | 0x20]));
            let kind = if previous_was_space
                && (first_two == u16::from_le_bytes(*b"ht")
                    || first_two == u16::from_le_bytes(*b"ww"))
                && starts_url(cursor.rest())
            {
                scan_until_space(&mut cursor);
                TokenKind::Url
            } else if let Some(face) = if previous_was_space
                && matches!(
                    bytes.get(start + 1),
                    Some(b'D' | b'-' | b'_' | b'.' | b':' | b')')
                ) {
                // The only second characters of letter-led faces (see `match_emoticon`).
                match_emoticon(cursor.rest(), previous_was_space)
            } else {
                None
            } {
                push_face(out, &mut cursor, face, false);
                previous_was_space = false;
                continue;
            } else {
                scan_ascii_led_word(&mut cursor, out);
                previous_was_space = false;
                continue;
            };
            push(out, kind, &cursor, start, start16);
            previous_was_space = false;
            continue;
        }

        // One ASCII mark that starts nothing longer (no face, address, entity, mention,
        // keycap, number or run of dots): the general path below would make the same token.
        if fast_ascii_words && b < 128 && PLAIN_PUNCT & (1u128 << b) != 0 {
            cursor.pos += 1;
            cursor.pos16 += 1;
            out.toks.push(Tok {
                kind: TokenKind::Punct,
                flags: ascii_punct_flags(b),
                start,
                end: cursor.pos,
                start16,
                end16: cursor.pos16,
                key_start: start,
                key_end: cursor.pos,
                hash: 0,
                short: 0,
            });
            previous_was_space = false;
            continue;
        }

        let c = match cursor.peek() {
            Some(c) => c,
            None => break,
        };
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
            push(out, TokenKind::LineBreak, &cursor, start, start16);
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
        } else if let Some(face) = match_emoticon(cursor.rest(), previous_was_space) {
            push_face(out, &mut cursor, face, false);
            previous_was_space = false;
            continue;
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
        } else if let Some(face) = escaped_face(cursor.rest(), previous_was_space) {
            push_face(out, &mut cursor, face, true);
            previous_was_space = false;
            continue;
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
        push(out, kind, &cursor, start, start16);
        previous_was_space = false;
    }
    ScanPosition {
        pos: cursor.pos,
        pos16: cursor.pos16,
        after_space: previous_was_space,
    }
}

/// Which bytes are ASCII word characters (letter, digit, `_`): one look-up per
/// byte while a long word is scanned. Non-ASCII bytes are not.
static ASCII_WORD_CHAR: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0usize;
    while b < 128 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || c == b'_';
        b += 1;
    }
    table
};

/// Defines a function that reads an ASCII word starting at `start` as one little-endian
/// number of `$lanes` bytes (SWAR: every byte of the word at once): its classes, case, key and
/// elongation come from a few whole-word operations, with no loop over its bytes. It returns
/// the word's length, its [`flag`]s and its key (lower case, the bytes past the word zero),
/// or `None` when the word might be longer than `$lanes - 1` bytes, joins on ("don't"), goes
/// on in another script, repeats a letter three times, or the text ends within `$lanes`
/// bytes: [`scan_ascii_led_word`] measures those on the general path.
macro_rules! ascii_word_in_lanes {
    ($(#[$doc:meta])* $name:ident, $int:ty, $lanes:literal) => {
        $(#[$doc])*
        fn $name(bytes: &[u8], start: usize) -> Option<(usize, u16, $int)> {
            const ONES: $int = <$int>::MAX / 0xFF;
            const HIGH: $int = ONES * 0x80;
            // 0x80 in each byte of `x` that lies in `lo..=hi`, for bytes of `x` below 0x80
            // (no sum carries into the next byte).
            let bytes_in = |x: $int, lo: u8, hi: u8| {
                let at_least_lo = x.wrapping_add(ONES * <$int>::from(128 - lo));
                let above_hi = x.wrapping_add(ONES * <$int>::from(127 - hi));
                at_least_lo & !above_hi & HIGH
            };
            let mut chunk = [0u8; $lanes];
            chunk.copy_from_slice(bytes.get(start..start + $lanes)?);
            let x = <$int>::from_le_bytes(chunk);
            let ascii = !x & HIGH;
            let x7 = x & !HIGH;
            let letter = bytes_in(x7 | (ONES * 0x20), b'a', b'z') & ascii;
            let word_char = (letter | bytes_in(x7, b'0', b'9') | bytes_in(x7, b'_', b'_')) & ascii;
            let stop = !word_char & HIGH;
            if stop == 0 {
                return None;
            }
            let len = (stop.trailing_zeros() / 8) as usize;
            if matches!(chunk[len], b'\'' | b'-') || !chunk[len].is_ascii() {
                return None;
            }
            // Keep the word's bytes only: the bits below the first stop's byte (a shift by
            // `8 * len` would be a library call for u128 in wasm).
            let keep = ((stop & stop.wrapping_neg()) >> 7) - 1;
            let letter = letter & keep;
            // Upper case: a letter without the 0x20 bit (moved up to the byte's top bit).
            let upper = letter & !(x7 << 2);
            let key = (x7 | (upper >> 2)) & keep;
            // A letter that equals the next byte, which equals the one after: elongation.
            let same_as_next = !((key ^ (key >> 8)).wrapping_add(ONES * 0x7F)) & HIGH;
            if same_as_next & (same_as_next >> 8) & letter != 0 {
                return None;
            }
            let (letters, upper_count) = (letter.count_ones(), upper.count_ones());
            let mut flags = flag::HAS_LETTER
                | if chunk[0].is_ascii_uppercase() {
                    flag::CAPITALIZED
                } else {
                    flag::LOWER_START
                };
            if letters >= 2 && upper_count == letters {
                flags |= flag::ALL_CAPS;
            }
            if upper_count > 0 {
                flags |= flag::KEY_IN_ARENA;
            }
            Some((len, flags, key))
        }
    };
}

ascii_word_in_lanes!(
    /// A word of fewer than eight bytes (most words), as one `u64`.
    short_ascii_word,
    u64,
    8
);

ascii_word_in_lanes!(
    /// A word of fewer than sixteen bytes, as one `u128` (two 64-bit halves in wasm): the
    /// words [`short_ascii_word`] finds too long.
    medium_ascii_word,
    u128,
    16
);

/// Scans and pushes a word that starts with an ASCII letter at the cursor.
/// A word of up to seven bytes takes [`short_ascii_word`], one of up to fifteen
/// [`medium_ascii_word`]; a longer, joined or elongated ASCII word is measured by
/// a byte loop, [`ascii_word_shape`] and [`push_ascii_key`], as on the general path; a word
/// that leaves ASCII falls back to [`scan_word`] and [`push`].
fn scan_ascii_led_word(cursor: &mut Cursor<'_>, out: &mut Tokens) {
    let bytes = cursor.text.as_bytes();
    let start = cursor.pos;
    let start16 = cursor.pos16;
    if let Some((len, flags, key)) = short_ascii_word(bytes, start) {
        let hash = short_key_hash(key, len);
        push_lane_word(cursor, out, len, flags, &key.to_le_bytes(), hash, key);
        return;
    }
    if let Some((len, flags, key)) = medium_ascii_word(bytes, start) {
        let hash = medium_key_hash(key as u64, (key >> 64) as u64, len);
        push_lane_word(cursor, out, len, flags, &key.to_le_bytes(), hash, 0);
        return;
    }
    let mut pos = start;
    loop {
        while let Some(&b) = bytes.get(pos) {
            if !ASCII_WORD_CHAR[usize::from(b)] {
                break;
            }
            pos += 1;
        }
        match bytes.get(pos) {
            // Inner apostrophes ("don't") and hyphens ("well-known") join a word.
            Some(b'\'' | b'-') => match bytes.get(pos + 1) {
                Some(n) if n.is_ascii_alphanumeric() => pos += 1,
                Some(n) if !n.is_ascii() => return slow_word(cursor, out, pos),
                _ => break,
            },
            Some(b) if !b.is_ascii() => return slow_word(cursor, out, pos),
            _ => break,
        }
    }
    cursor.pos = pos;
    cursor.pos16 = start16 + (pos - start);
    // Longer, joined or elongated words: the same key and flags as the general path
    // works out for an ASCII word, without its Unicode checks (the word starts with a letter).
    let word = &bytes[start..pos];
    let shape = ascii_word_shape(word);
    let mut flags = flag::HAS_LETTER
        | if shape.capitalized {
            flag::CAPITALIZED
        } else {
            flag::LOWER_START
        }
        | shape.flags();
    let (key_start, key_end) = if shape.normalised {
        flags |= flag::KEY_IN_ARENA;
        out.write_key(|arena| push_ascii_key(arena, word))
    } else {
        (start, pos)
    };
    let key = if shape.normalised {
        &out.arena.as_bytes()[key_start..key_end]
    } else {
        word
    };
    let (hash, short) = (key_hash(key), short_key_word(key));
    out.toks.push(Tok {
        kind: TokenKind::Word,
        flags,
        start,
        end: pos,
        start16,
        end16: cursor.pos16,
        key_start,
        key_end,
        hash,
        short,
    });
}

/// Pushes the word of `len` bytes at the cursor that [`short_ascii_word`] or
/// [`medium_ascii_word`] read, with its `flags`, its key's bytes (`lower`: lower case, at least
/// `len` of them), the key's `hash` and its [`Tok::short`].
fn push_lane_word(
    cursor: &mut Cursor<'_>,
    out: &mut Tokens,
    len: usize,
    flags: u16,
    lower: &[u8],
    hash: u32,
    short: u64,
) {
    let (start, start16) = (cursor.pos, cursor.pos16);
    let end = start + len;
    cursor.pos = end;
    cursor.pos16 = start16 + len;
    let (key_start, key_end) = if flags & flag::KEY_IN_ARENA == 0 {
        (start, end)
    } else {
        out.write_key(|arena| lower[..len].iter().for_each(|&b| arena.push(char::from(b))))
    };
    out.toks.push(Tok {
        kind: TokenKind::Word,
        flags,
        start,
        end,
        start16,
        end16: cursor.pos16,
        key_start,
        key_end,
        hash,
        short,
    });
}

/// The rest of a word that turned out not to be plain ASCII at byte `pos`.
fn slow_word(cursor: &mut Cursor<'_>, out: &mut Tokens, pos: usize) {
    let start = cursor.pos;
    let start16 = cursor.pos16;
    // Everything before `pos` was ASCII: one UTF-16 unit per byte.
    cursor.pos = pos;
    cursor.pos16 = start16 + (pos - start);
    scan_word(cursor);
    push(out, TokenKind::Word, cursor, start, start16);
}

/// Appends the key of an ASCII word: lower case, letter runs cut to two.
fn push_ascii_key(arena: &mut String, word: &[u8]) {
    let mut run = 0usize;
    let mut previous = 0u8;
    for &b in word {
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
        arena.push(char::from(lower));
    }
}

/// Pushes a token of `kind` ending at the cursor, with its key and flags.
fn push(out: &mut Tokens, kind: TokenKind, cursor: &Cursor<'_>, start: usize, start16: usize) {
    let text = &cursor.text[start..cursor.pos];
    let mut flags = 0u16;
    // Where the key starts in the text, and whether it must be written to the arena instead.
    let (key_offset, normalised) = match kind {
        TokenKind::Word | TokenKind::Hashtag | TokenKind::Mention => {
            let body_offset = if kind == TokenKind::Word { 0 } else { 1 };
            let shape = word_shape(&text[body_offset..]);
            flags |= shape.flags();
            for (on, bit) in [
                (shape.capitalized, flag::CAPITALIZED),
                (
                    text.chars().next().map_or(false, char::is_lowercase),
                    flag::LOWER_START,
                ),
                (text.chars().any(char::is_alphabetic), flag::HAS_LETTER),
            ] {
                if on {
                    flags |= bit;
                }
            }
            (body_offset, shape.normalised)
        }
        TokenKind::Emoji => (0, emoji_normalised(text)),
        TokenKind::Punct => {
            flags = punct_flags(text);
            (0, false)
        }
        _ => (0, false),
    };
    let (key_start, key_end) = if normalised {
        flags |= flag::KEY_IN_ARENA;
        let body = &text[key_offset..];
        out.write_key(|arena| {
            if kind == TokenKind::Emoji {
                push_emoji_key(arena, body);
            } else {
                push_word_key(arena, body);
            }
        })
    } else {
        (start + key_offset, cursor.pos)
    };
    let looked_up = matches!(
        kind,
        TokenKind::Word | TokenKind::Hashtag | TokenKind::Emoji | TokenKind::Emoticon
    );
    let (hash, short) = if looked_up {
        let key = if normalised {
            &out.arena.as_bytes()[key_start..key_end]
        } else {
            &cursor.text.as_bytes()[key_start..key_end]
        };
        (key_hash(key), short_key_word(key))
    } else {
        (0, 0)
    };
    out.toks.push(Tok {
        kind,
        flags,
        start,
        end: cursor.pos,
        start16,
        end16: cursor.pos16,
        key_start,
        key_end,
        hash,
        short,
    });
}

/// The [`flag`]s of a punctuation token.
fn punct_flags(text: &str) -> u16 {
    match text.as_bytes() {
        [b] if b.is_ascii() => ascii_punct_flags(*b),
        _ => general_punct_flags(text),
    }
}

/// [`punct_flags`] of one ASCII byte, the common case (a test checks it
/// against [`general_punct_flags`]).
fn ascii_punct_flags(b: u8) -> u16 {
    match b {
        b'.' => flag::TERMINATOR | flag::SINGLE_DOT,
        b'!' => flag::TERMINATOR | flag::EXCLAIM,
        b'?' => flag::TERMINATOR | flag::QUESTION,
        b'"' | b'\'' | b']' => flag::CLOSER,
        b')' => flag::CLOSER | flag::CLAUSE_BREAK,
        b',' | b';' | b':' | b'(' | b'-' => flag::CLAUSE_BREAK,
        _ => 0,
    }
}

fn general_punct_flags(text: &str) -> u16 {
    let mut flags = 0;
    if text
        .chars()
        .all(|c| matches!(c, '.' | '!' | '?' | '\u{2026}' | '。' | '！' | '？'))
    {
        flags |= flag::TERMINATOR;
    }
    if matches!(text, "\"" | "'" | ")" | "]" | "\u{201D}" | "\u{2019}" | "»") {
        flags |= flag::CLOSER;
    }
    // En and em dashes are three bytes in UTF-8: E2 80 93 / E2 80 94.
    if matches!(
        text.as_bytes(),
        b"," | b";" | b":" | b"(" | b")" | b"-" | [0xE2, 0x80, 0x93] | [0xE2, 0x80, 0x94]
    ) {
        flags |= flag::CLAUSE_BREAK;
    }
    match text {
        "!" | "！" => flags |= flag::EXCLAIM,
        "?" | "？" => flags |= flag::QUESTION,
        "." => flags |= flag::SINGLE_DOT,
        _ if text.starts_with("..") => flags |= flag::DOT_RUN,
        _ => {}
    }
    flags
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
    let bytes = rest.as_bytes();
    let starts_with = |prefix: &[u8]| {
        bytes.len() >= prefix.len() && bytes[..prefix.len()].eq_ignore_ascii_case(prefix)
    };
    // The second byte rules out nearly every word ("have", "was") at once.
    match bytes.get(1).map(u8::to_ascii_lowercase) {
        Some(b't') => starts_with(b"http://") || starts_with(b"https://"),
        Some(b'w') => starts_with(b"www."),
        _ => false,
    }
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
fn match_emoticon(rest: &str, previous_was_space: bool) -> Option<Face> {
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
        b'(' | b')' | b'-' | b':' | b';' | b'<' | b'=' | b'>' | b'^' | b'\\'
    ) {
        // Most punctuation (",", ".", "!") starts no face at all (checked by a unit test).
        return None;
    }
    let (from, to) = match EMOTICONS_BY_FIRST_BYTE.get(usize::from(first)) {
        Some(&(from, to)) => (usize::from(from), usize::from(to)),
        None => return None,
    };
    // No face starts with these two bytes ("Note: this", "(see"): no need to try each.
    let second = match bytes.get(1) {
        Some(&second) if second < 128 => second,
        _ => return None,
    };
    let second_possible = EMOTICON_SECOND_BYTES
        .get(usize::from(first))
        .map_or(false, |seconds| seconds & (1u128 << second) != 0);
    if !second_possible {
        return None;
    }
    let mut best: Option<Face> = None;
    for emoticon in &EMOTICONS[from..to] {
        // Sorted by bytes: the faces with this second byte are together.
        match emoticon.as_bytes()[1].cmp(&second) {
            std::cmp::Ordering::Less => continue,
            std::cmp::Ordering::Greater => break,
            std::cmp::Ordering::Equal => {}
        }
        if rest.starts_with(emoticon) && best.map_or(true, |b| emoticon.len() > b.face.len()) {
            // A repeated last mark is the same face, emphasised: "<333", ":)))", ":DDD".
            let last = emoticon.as_bytes()[emoticon.len() - 1];
            let len = emoticon.len()
                + rest.as_bytes()[emoticon.len()..]
                    .iter()
                    .take_while(|&&b| b == last)
                    .count();
            let after = rest[len..].chars().next();
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
                best = Some(Face {
                    face: emoticon,
                    len,
                    repeated: len > emoticon.len(),
                });
            }
        }
    }
    // "(:" or "):" inside ordinary text ("(see: x)") is punctuation, not a face.
    match best {
        Some(f) if (f.face.starts_with('(') || f.face.starts_with(')')) && !previous_was_space => {
            None
        }
        other => other,
    }
}

/// An emoticon found by [`match_emoticon`]: which face, how many bytes of the text it takes,
/// and whether its last mark repeats ("<333": then it takes more than the face).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Face {
    face: &'static str,
    len: usize,
    repeated: bool,
}

/// A face whose first mark is HTML-escaped, as scraped text often has it: "&lt;3" is "<3",
/// "&gt;:(" is ">:(". Its `len` is measured in the escaped text.
fn escaped_face(rest: &str, previous_was_space: bool) -> Option<Face> {
    let (entity, mark) = if rest.starts_with("&lt;") {
        ("&lt;", '<')
    } else if rest.starts_with("&gt;") {
        ("&gt;", '>')
    } else {
        return None;
    };
    // Enough of what follows for any face, its repeats and the character after them.
    let following: String = rest[entity.len()..].chars().take(32).collect();
    let decoded = format!("{mark}{following}");
    let face = match_emoticon(&decoded, previous_was_space)?;
    Some(Face {
        len: face.len - mark.len_utf8() + entity.len(),
        ..face
    })
}

/// Pushes an emoticon token for `face` at the cursor and moves past it. Its key is the face
/// itself: a prefix of the token's text, or (`escaped`) in the key arena. A repeated last mark
/// counts as elongation, as a repeated letter does ("soooo").
fn push_face(out: &mut Tokens, cursor: &mut Cursor<'_>, face: Face, escaped: bool) {
    let start = cursor.pos;
    let start16 = cursor.pos16;
    // Faces are ASCII: one UTF-16 unit per byte.
    cursor.pos += face.len;
    cursor.pos16 += face.len;
    let key = face.face;
    let mut flags = 0;
    let (key_start, key_end) = if escaped {
        flags |= flag::KEY_IN_ARENA;
        out.write_key(|arena| arena.push_str(key))
    } else {
        (start, start + key.len())
    };
    if face.repeated {
        flags |= flag::ELONGATED;
    }
    out.toks.push(Tok {
        kind: TokenKind::Emoticon,
        flags,
        start,
        end: cursor.pos,
        start16,
        end16: cursor.pos16,
        key_start,
        key_end,
        hash: key_hash(key.as_bytes()),
        short: short_key_word(key.as_bytes()),
    });
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

/// What a word's case and letters say of it, and whether its key differs from its text:
/// worked out first, so that a key that does is written once, straight to the key arena
/// ([`push_ascii_key`], [`push_word_key`]).
#[derive(Clone, Copy)]
struct WordShape {
    all_caps: bool,
    elongated: bool,
    capitalized: bool,
    /// The key is not the text as written (upper case, a letter run cut, a curly apostrophe).
    normalised: bool,
}

impl WordShape {
    /// The [`flag`]s of `ALL_CAPS` and `ELONGATED`.
    fn flags(self) -> u16 {
        let mut flags = 0;
        if self.all_caps {
            flags |= flag::ALL_CAPS;
        }
        if self.elongated {
            flags |= flag::ELONGATED;
        }
        flags
    }
}

/// [`word_shape`] for ASCII words, the common case, without per-character Unicode case
/// mapping.
fn ascii_word_shape(word: &[u8]) -> WordShape {
    let mut letters = 0usize;
    let mut upper = 0usize;
    let mut elongated = false;
    let mut run = 0usize;
    let mut previous = 0u8;
    for &b in word {
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
    let normalised = upper > 0 || elongated;
    WordShape {
        all_caps: normalised && letters >= 2 && upper == letters,
        elongated,
        capitalized: word.first().map_or(false, u8::is_ascii_uppercase),
        normalised,
    }
}

/// The [`WordShape`] of a word. Its key is lower case, with straight apostrophes and letters
/// repeated three or more times cut to two ([`push_word_key`]).
fn word_shape(word: &str) -> WordShape {
    if word.is_ascii() {
        return ascii_word_shape(word.as_bytes());
    }
    let mut letters = 0usize;
    let mut upper = 0usize;
    let mut normalised = false;
    let mut elongated = false;
    let mut run_char = '\0';
    let mut run_len = 0usize;
    for c in word.chars() {
        if c.is_alphabetic() {
            letters += 1;
            if c.is_uppercase() {
                upper += 1;
                normalised = true;
            } else if !c.is_lowercase() && c.to_lowercase().next() != Some(c) {
                normalised = true;
            }
        }
        if c != '\'' && is_apostrophe(c) {
            normalised = true;
        }
        let lower = c.to_lowercase().next().unwrap_or(c);
        if lower == run_char && c.is_alphabetic() {
            run_len += 1;
            if run_len == 3 {
                elongated = true;
                normalised = true;
            }
        } else {
            run_char = lower;
            run_len = 1;
        }
    }
    WordShape {
        all_caps: normalised && letters >= 2 && upper == letters,
        elongated,
        capitalized: word.chars().next().map_or(false, char::is_uppercase),
        normalised,
    }
}

/// Appends the key of a word whose [`word_shape`] is normalised.
fn push_word_key(arena: &mut String, word: &str) {
    if word.is_ascii() {
        return push_ascii_key(arena, word.as_bytes());
    }
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
            arena.push(lower);
        }
    }
}

/// Whether an emoji's key differs from its text: variation selectors, skin tones and tags are
/// left out of it ([`push_emoji_key`]).
fn emoji_normalised(emoji: &str) -> bool {
    emoji.chars().any(is_emoji_decoration)
}

/// A character that decorates an emoji without changing which it is.
fn is_emoji_decoration(c: char) -> bool {
    c == VARIATION_SELECTOR_16 || c == VARIATION_SELECTOR_15 || is_emoji_modifier(c) || is_tag(c)
}

/// Appends the key of an emoji: the emoji without its decorations.
fn push_emoji_key(arena: &mut String, emoji: &str) {
    arena.extend(emoji.chars().filter(|&c| !is_emoji_decoration(c)));
}

/// At most this many doubled letters of an elongated key are tried single ([`stretched_words`]).
const STRETCHED_RUNS_MAX: usize = 4;

/// The words an elongated key may stretch, most likely first. The tokenizer cuts every run of
/// three or more letters to two ("happyyyy" → "happyy", "soooo" → "soo"), so each doubled
/// letter of the key is either the word's own ("pp" in "happy") or a stretch of a single one.
/// Tried: the key with one doubled letter made single, the last first ("happy", "so", "not",
/// "good" from "goodd"), then two, and so on, up to the key with every one single ("love" from
/// "loovee"). Only the last [`STRETCHED_RUNS_MAX`] doubled letters are tried single.
pub(crate) fn stretched_words(key: &str) -> impl Iterator<Item = String> + '_ {
    let chars: Vec<char> = key.chars().collect();
    // Where each doubled letter starts, the last first.
    let mut runs: Vec<usize> = (1..chars.len())
        .filter(|&i| chars[i] == chars[i - 1] && chars[i].is_alphabetic())
        .filter(|&i| i < 2 || chars[i - 2] != chars[i])
        .map(|i| i - 1)
        .collect();
    runs.reverse();
    runs.truncate(STRETCHED_RUNS_MAX);
    let mut masks: Vec<u32> = (1..1u32 << runs.len()).collect();
    // Fewer letters made single first; among as many, the later letters first (bit 0 is the
    // last doubled letter, so the smaller mask).
    masks.sort_by_key(|mask| mask.count_ones());
    masks.into_iter().map(move |mask| {
        let single: Vec<usize> = runs
            .iter()
            .enumerate()
            .filter(|(bit, _)| mask & (1 << bit) != 0)
            .map(|(_, &start)| start)
            .collect();
        chars
            .iter()
            .enumerate()
            // A doubled letter made single loses its second letter.
            .filter(|(i, _)| !(*i > 0 && single.contains(&(i - 1))))
            .map(|(_, c)| *c)
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::random_numbers;

    fn kinds_and_texts(text: &str) -> Vec<(TokenKind, &str)> {
        tokenize(text)
            .into_iter()
            .map(|t| (t.kind, t.text))
            .collect()
    }

    #[test]
    fn an_elongated_key_stretches_a_word_with_fewer_doubled_letters() {
        let words = |key| stretched_words(key).collect::<Vec<_>>();
        // The last doubled letter first, then the earlier, then both.
        assert_eq!(words("goodd"), ["good", "godd", "god"]);
        assert_eq!(words("happyy"), ["happy", "hapyy", "hapy"]);
        assert_eq!(words("soo"), ["so"]);
        // Only letters double; nothing doubled, nothing to try.
        assert!(words("a!!").is_empty());
        assert!(words("word").is_empty());
        // Five doubled letters: only the last four are tried single.
        let many = words("aabbccddee");
        assert_eq!(many.len(), (1 << STRETCHED_RUNS_MAX) - 1);
        assert!(many.iter().all(|word| word.starts_with("aa")));
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
    fn a_face_with_its_last_mark_repeated_is_the_same_face_emphasised() {
        let tokens = tokenize("love u <3333 :))) xDDD =(((");
        let faces: Vec<(&str, &str, bool)> = tokens
            .iter()
            .filter(|t| t.kind == TokenKind::Emoticon)
            .map(|t| (t.text, t.key.as_ref(), t.elongated))
            .collect();
        assert_eq!(
            faces,
            [
                ("<3333", "<3", true),
                (":)))", ":))", true),
                ("xDDD", "xD", true),
                ("=(((", "=(", true)
            ]
        );
        // Where it stops: the run must still stand alone ("<30" is a number), and a face
        // without repeats is not elongated.
        use TokenKind::*;
        assert_eq!(
            kinds_and_texts("<30 min"),
            vec![(Punct, "<"), (Number, "30"), (Word, "min")]
        );
        assert!(!tokenize(":)").iter().any(|t| t.elongated));
    }

    #[test]
    fn an_html_escaped_face_is_the_face() {
        // Scraped text: "&lt;3" is "<3", "&gt;:(" is ">:(". The token spans the escaped text;
        // its key is the face.
        let tokens = tokenize("I &lt;333 you &gt;:( ok");
        let faces: Vec<(&str, &str, bool, usize, usize)> = tokens
            .iter()
            .filter(|t| t.kind == TokenKind::Emoticon)
            .map(|t| (t.text, t.key.as_ref(), t.elongated, t.start16, t.end16))
            .collect();
        assert_eq!(
            faces,
            [
                ("&lt;333", "<3", true, 2, 9),
                ("&gt;:(", ">:(", false, 14, 20)
            ]
        );
        // Other entities, and an escaped mark that starts no face, stay punctuation.
        use TokenKind::*;
        assert_eq!(
            kinds_and_texts("a &lt; b &amp; c"),
            vec![
                (Word, "a"),
                (Punct, "&lt;"),
                (Word, "b"),
                (Punct, "&amp;"),
                (Word, "c")
            ]
        );
    }

    #[test]
    fn every_punctuation_led_emoticon_passes_the_first_byte_check() {
        for emoticon in EMOTICONS {
            let first = emoticon.as_bytes()[0];
            if !first.is_ascii_alphanumeric() {
                assert_eq!(
                    match_emoticon(emoticon, true).map(|f| f.face),
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

    /// Pieces of random test texts that exercise the tokenizer's edges: case, elongation,
    /// joiners, digits, non-ASCII letters inside words, emoticons and addresses.
    const PIECES: &[&str] = &[
        "a",
        "B",
        "z",
        "oo",
        "OOO",
        "s",
        "e",
        "'",
        "-",
        "_",
        "1",
        "9",
        " ",
        " ",
        " ",
        ".",
        ",",
        "!",
        "?",
        "é",
        "ß",
        "İ",
        "’",
        "\u{2019}s",
        "😀",
        "xD",
        "D:",
        "T_T",
        ":)",
        "www.",
        "http://",
        "h",
        "w",
        "n't",
        "\n",
        "\t",
        "ǅ",
        "Ω",
        "\u{301}",
        "#",
        "@",
        // Words that take the sixteen-byte lanes, or just miss them.
        "Wonderful",
        "abcdefgh",
        "ABCDEFGHIJKLMNO",
        "fifteenletters",
    ];

    /// A random text of one to 24 [`PIECES`].
    fn random_text(next: &mut impl FnMut() -> usize) -> String {
        let len = 1 + next() % 24;
        (0..len).map(|_| PIECES[next() % PIECES.len()]).collect()
    }

    #[test]
    fn the_fast_path_for_ascii_words_agrees_with_the_general_path() {
        let mut next = random_numbers(0x2545_F491);
        for _ in 0..20_000 {
            let text = random_text(&mut next);
            let (mut fast, mut general) = (Tokens::default(), Tokens::default());
            scan_part(&text, &mut fast, true, ScanPosition::START, usize::MAX);
            scan_part(&text, &mut general, false, ScanPosition::START, usize::MAX);
            assert_eq!(fast.toks.len(), general.toks.len(), "{text:?}");
            for (f, g) in fast.toks.iter().zip(&general.toks) {
                let same_key = fast.key(&text, f) == general.key(&text, g);
                let (f, g) = (
                    Tok {
                        key_start: 0,
                        key_end: 0,
                        flags: f.flags & !flag::KEY_IN_ARENA,
                        ..*f
                    },
                    Tok {
                        key_start: 0,
                        key_end: 0,
                        flags: g.flags & !flag::KEY_IN_ARENA,
                        ..*g
                    },
                );
                assert!(same_key && f == g, "{text:?}: {f:?} vs {g:?}");
            }
        }
    }

    #[test]
    fn a_scan_in_parts_makes_the_tokens_and_keys_of_one_scan() {
        let mut next = random_numbers(0x5EED_0001);
        for _ in 0..20_000 {
            let text = random_text(&mut next);
            let mut whole = Tokens::default();
            scan(&text, &mut whole);
            let expected: Vec<(Tok, &str)> = whole
                .toks
                .iter()
                .map(|t| (*t, whole.key(&text, t)))
                .collect();
            // Parts of a few bytes; after each, all but a few tokens are taken out, as the
            // analysis does, and the rest (with their keys in the arena) kept for the next.
            let (bytes, kept) = (1 + next() % 12, next() % 4);
            let mut parts = Tokens::default();
            let mut position = ScanPosition::START;
            let mut got: Vec<(Tok, String)> = Vec::new();
            loop {
                position = scan_part(&text, &mut parts, true, position, position.pos + bytes);
                let at_end = position.pos >= text.len();
                let take = if at_end {
                    parts.toks.len()
                } else {
                    parts.toks.len().saturating_sub(kept)
                };
                got.extend(
                    parts.toks[..take]
                        .iter()
                        .map(|t| (*t, parts.key(&text, t).to_owned())),
                );
                if at_end {
                    break;
                }
                parts.keep_from(take);
            }
            assert_eq!(got.len(), expected.len(), "{text:?} in parts of {bytes}");
            for ((g, g_key), (e, e_key)) in got.iter().zip(&expected) {
                let span = |t: &Tok| {
                    (
                        t.kind, t.flags, t.start, t.end, t.start16, t.end16, t.hash, t.short,
                    )
                };
                assert!(
                    span(g) == span(e) && g_key == e_key,
                    "{text:?} in parts of {bytes}: {g:?} vs {e:?}"
                );
            }
        }
    }

    #[test]
    fn ascii_punctuation_flags_agree_with_the_general_rule() {
        for b in 0u8..128 {
            let text = char::from(b).to_string();
            assert_eq!(ascii_punct_flags(b), general_punct_flags(&text), "{text:?}");
        }
    }

    #[test]
    fn every_emoticon_is_ascii_and_at_least_two_bytes() {
        // EMOTICON_SECOND_BYTES indexes by the first two bytes.
        assert!(EMOTICONS.iter().all(|e| e.is_ascii() && e.len() >= 2));
    }

    #[test]
    fn emoticons_are_grouped_by_first_byte() {
        assert!(
            EMOTICONS.windows(2).all(|w| w[0] < w[1]),
            "sorted, no repeats"
        );
        let mut covered = 0;
        for (first, &(from, to)) in EMOTICONS_BY_FIRST_BYTE.iter().enumerate() {
            for emoticon in &EMOTICONS[usize::from(from)..usize::from(to)] {
                assert_eq!(usize::from(emoticon.as_bytes()[0]), first, "{emoticon}");
                covered += 1;
            }
        }
        assert_eq!(covered, EMOTICONS.len());
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
