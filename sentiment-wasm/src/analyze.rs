//! The scoring pipeline: tokens → sentences → per-word valence with the
//! rules (idioms, negation, boosters, ALL CAPS, elongation, contrast,
//! punctuation) → per-sentence compound → document aggregate, emotions,
//! confidence and statistics. Constants keep the names of the VADER paper
//! (Hutto & Gilbert, 2014) where they come from it; DESIGN.md explains each.

use crate::lexicon::{
    cue, derived_denial, with_lexicon, BeforeLike, EntryId, Lexicon, Marker, WordInfo,
    MIDDLING_MARK, SENTENCE_CONTRAST_WORDS,
};
use crate::sentences::split_sentences;
use crate::tokenize::{flag, scan_part, ScanPosition, Tok, TokenKind, Tokens};
use std::cell::RefCell;
use std::ops::Range;

/// Added to a word's valence by a booster word before it ("very good").
pub const B_INCR: f32 = 0.293;
/// Added by an ALL-CAPS sentiment word in mixed-case text.
pub const C_INCR: f32 = 0.733;
/// Multiplies the valence of a negated word ("not good").
pub const N_SCALAR: f32 = -0.74;
/// Multiplies the valence of a negated negative word ("not bad", "no problem"): half of
/// `N_SCALAR`. Negating a negative word moves it towards neutral more than it makes it
/// positive (Kiritchenko & Mohammad, 2016): "not bad" is faint praise, "not good" is criticism.
pub const N_SCALAR_NEGATIVE: f32 = -0.37;
/// The most positive valence a negation turns in full: the valence of "good". A stronger
/// word negated is no harsher than "not good" ("not great", "don't love it"): denying strong
/// praise is understatement, and Kiritchenko & Mohammad (2016) find negated positive terms
/// of every strength land in the same mildly negative range.
pub const NEGATED_POSITIVE_CAP: f32 = 1.9;
/// The emotion of a negation that negates no sentiment word: it disagrees with something ("No,
/// that's not how it works"), a little disapproval, which GoEmotions groups with anger. Alone it
/// stays below [`EMOTION_DOMINANCE_MIN`] (`1 − e^(−0.2)` = 0.18), so it is never a text's
/// dominant emotion by itself.
static LONE_NEGATION_EMOTION: [f32; 6] = [0.0, 0.0, 0.2, 0.0, 0.0, 0.0];
/// The emotion of a past negation of "expect" ([`denied_expectation`]): surprise, milder than
/// the seeded "unexpected" (0.8), as the words after it carry the rest.
static UNEXPECTED_EMOTION: [f32; 6] = [0.0, 0.0, 0.0, 0.0, 0.5, 0.0];
/// The emotion of the loss of a thing valued ([`mourn_a_loved_thing`]): sadness.
static LOSS_EMOTION: [f32; 6] = [0.0, 0.6, 0.0, 0.0, 0.0, 0.0];
/// The valence of a negation that negates no sentiment word ("it didn't arrive", "not
/// what I expected"): negation is itself a mark of negative opinion (Potts, "On the
/// negativity of negation", SALT 20, 2010).
pub const NEGATION_WITHOUT_TARGET: f32 = -0.5;
/// The valence of a negation whose reach holds a verb of a thing's function and no sentiment
/// word ("it doesn't work", "it never worked", "won't charge"): a fault, between "faulty"
/// (−1.3) and "broken" (−2.1), not the mild doubt of a lone negation.
pub const NEGATED_FUNCTION: f32 = -1.5;
/// The valence of a change in a measure whose direction is news ("sales fell", "costs
/// dropped", "prices soared"; see `apply_change`), about that of "profits fell" (a turned
/// `profits`, −1.4).
pub const MEASURE_CHANGE: f32 = 1.5;
/// What is not asserted counts this much: a positive question ("Is this progress?") and the rest of a
/// clause after a modal ("it would be great"); the irrealis blocking of Taboada et al.,
/// "Lexicon-Based Methods for Sentiment Analysis", 2011.
pub const IRREALIS_WEIGHT: f32 = 0.5;
/// Multiplies the sentiment words of a condition's clause ("if you want a good camera", "if the
/// player dies"): it asserts them less than a plain clause, and more than a modal's does, since
/// a condition usually carries the writer's own view of what matters ("if you want quality,
/// buy this"). 0.5, as a modal, and 0.6 pushed borderline advice into the neutral band (tweets
/// and amazon 3-class F1 fell 0.001–0.002 while every r rose); see DESIGN.md.
pub const CONDITIONAL_WEIGHT: f32 = 0.75;
/// In a sentence's sum a negative valence weighs this much: the negativity bias (Taboada et
/// al. 2011 weigh negative expressions 1.5: positive words are the common, expected ones, so a
/// negative one says more; Baumeister et al., "Bad Is Stronger Than Good", 2001).
pub const NEGATIVE_WEIGHT: f32 = 1.2;
/// The valence of a taboo degree word ("fucking", "freaking", "frickin") that intensifies no
/// sentiment word ("lost my fucking keys"): it voices exasperation. VADER rates "freaking"
/// alone −1.8.
pub const EXPLETIVE_WITHOUT_TARGET: f32 = -1.8;
/// Added to a negative sentence's sum by each `!` (up to 4): VADER's 0.292.
pub const EXCLAIM_INCR: f32 = 0.292;
/// Added to a positive sentence's sum by each `!` (up to 4): twice VADER's. Exclamation marks
/// are above all a mark of enthusiasm (Teh, Rayson, Pak & Piao, "Sentiment analysis tools should
/// take account of the number of exclamation marks!!!", iiWAS 2015: they concentrate in the most
/// positive reviews).
pub const EXCLAIM_POSITIVE_INCR: f32 = 0.584;
/// The words of a sentence in Title Case count this much: it is a headline, a title or a
/// name ("Best American Adventures: Swamp Tromp", "Fire Causes $30k Damage To Norwalk Home"),
/// whose words describe a work or an event rather than say what the writer feels.
pub const TITLE_CASE_WEIGHT: f32 = 0.5;
/// The words of a sentence that carries a link count this much: the sentence presents the
/// link (its title, a summary, a teaser), and its words describe the linked content more than
/// they say what the writer feels ("5 Tips to make Twittering more meaningful http://…").
pub const LINK_CAPTION_WEIGHT: f32 = 0.7;
/// Within a sentence, each sentiment word after the strongest of its polarity counts this
/// much of its valence towards how strong the sentence is: evidence that repeats itself adds
/// less (Anderson, "Averaging versus adding as a stimulus-combination rule in impression
/// formation", J. Exp. Psychol. 70, 1965). See [`RepeatedEvidence`].
pub const REPEAT_WEIGHT: f32 = 0.5;
/// Normalisation constant of `x / sqrt(x² + ALPHA)`: maps sums to −1..1.
pub const ALPHA: f32 = 15.0;
/// Words before a contrast word ("but") count this much…
pub const CONTRAST_BEFORE: f32 = 0.5;
/// …and words after it this much (VADER: 1.5, set for its plain sum; with repeated evidence
/// diminished it over-weights the second clause).
pub const CONTRAST_AFTER: f32 = 1.2;
/// How much a negation that says a degree is unequalled ("never been this happy", "couldn't be
/// happier") emphasises the word instead of negating it.
pub const UNEQUALLED_EMPHASIS: f32 = 1.25;
/// How many words before a sentiment word a negation or booster reaches.
pub const SCOPE: usize = 3;
/// The most words an idiom can have (the longest in `IDIOMS` has fewer; a unit test checks).
pub const IDIOM_MAX_WORDS: usize = 8;
/// A compound at or beyond ±this is POSITIVE / NEGATIVE.
pub const LABEL_THRESHOLD: f64 = 0.05;
/// A document's score is its weighted mean sentence (see [`DOC_FULL_SENTENCE`]) times
/// `1 + DOC_AGREEMENT · (1 − 1/k)` for `k` opinionated sentences: agreeing sentences
/// reinforce each other, by at most `1 + DOC_AGREEMENT`, so no length
/// saturates the score.
pub const DOC_AGREEMENT: f32 = 0.5;
/// In a document's mean, a sentence of this many units or more counts as one sentence; a
/// shorter one ("Huzzah!", ":D", "#blessed") as `units / DOC_FULL_SENTENCE` of one, so a
/// fragment adds to what it follows instead of diluting it.
pub const DOC_FULL_SENTENCE: f32 = 8.0;
/// In a document's mean, a sentence without sentiment counts this much of an opinionated one:
/// neutral sentences dilute a document's opinion, as they do for a reader.
pub const DOC_NEUTRAL_WEIGHT: f32 = 0.5;
/// A word without valence counts for emotions only if one of its weights reaches this.
pub const EMOTION_WITHOUT_VALENCE_MIN: f32 = 0.4;
/// An emotion weaker than this is not called dominant: the text is neutral.
pub const EMOTION_DOMINANCE_MIN: f64 = 0.25;
/// A text in its writer's voice judged this confidently that names no emotion strongly enough to
/// dominate voices approval (joy) or disapproval (anger), as GoEmotions' raters most often read
/// such a text (their approval and admiration are Ekman's joy, their disapproval and annoyance
/// anger): that emotion is raised to [`EMOTION_DOMINANCE_MIN`] and dominates. A report (no word
/// of the first or second person, no exclamation, question or other mark of the writer's
/// voice: "A man has been charged with assault.") is not made glad or angry by its label. See
/// DESIGN.md.
pub const JUDGEMENT_EMOTION_CONFIDENCE: f64 = 0.4;
/// The surprise a sentence that ends as a question adds to a text's emotion sums. GoEmotions'
/// Ekman mapping counts curiosity and confusion as surprise, and a question voices one or the
/// other; `1 − e^(−0.3)` is just above [`EMOTION_DOMINANCE_MIN`], so a question with no
/// stronger emotion shows surprise, and any emotion word in it outweighs that.
pub const QUESTION_SURPRISE: f32 = 0.3;

/// POSITIVE, NEGATIVE or NEUTRAL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// compound ≥ 0.05
    Positive,
    /// compound ≤ −0.05
    Negative,
    /// in between
    Neutral,
}

impl Label {
    /// The label of a compound score.
    pub fn of(compound: f64) -> Label {
        if compound >= LABEL_THRESHOLD {
            Label::Positive
        } else if compound <= -LABEL_THRESHOLD {
            Label::Negative
        } else {
            Label::Neutral
        }
    }

    /// `"POSITIVE"`, `"NEGATIVE"` or `"NEUTRAL"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Label::Positive => "POSITIVE",
            Label::Negative => "NEGATIVE",
            Label::Neutral => "NEUTRAL",
        }
    }
}

/// The shares of a negated word's joy that a text gains as sadness and as anger: disappointment
/// first ("I am not happy" is a little sad), and disapproval (GoEmotions groups it with anger).
const NEGATED_JOY_AS_SADNESS: f64 = 0.4;
const NEGATED_JOY_AS_ANGER: f64 = 0.2;

/// The six emotions, in the order of [`Emotions::weights`].
pub const EMOTION_NAMES: [&str; 6] = ["joy", "sadness", "anger", "fear", "surprise", "disgust"];
/// Indices into [`EMOTION_NAMES`] and the emotion weights that rules add to by name.
const JOY: usize = 0;
const SADNESS: usize = 1;
const ANGER: usize = 2;
const SURPRISE: usize = 4;

/// Emotion weights, each 0..1, and the dominant one.
#[derive(Clone, Debug, PartialEq)]
pub struct Emotions {
    /// joy, sadness, anger, fear, surprise, disgust.
    pub weights: [f64; 6],
    /// Index into [`EMOTION_NAMES`] of the dominant emotion, or `None` for neutral.
    pub dominant: Option<usize>,
}

impl Emotions {
    /// The dominant emotion's name, or `"neutral"`.
    pub fn dominant_name(&self) -> &'static str {
        self.dominant.map_or("neutral", |i| EMOTION_NAMES[i])
    }
}

/// Shares of positive, negative and neutral evidence; they sum to 1.
#[derive(Clone, Debug, PartialEq)]
pub struct Proportions {
    /// Positive share.
    pub positive: f64,
    /// Negative share.
    pub negative: f64,
    /// Neutral share.
    pub neutral: f64,
}

/// Why a token scored what it did: a set of rule notes, as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Notes(u16);

impl Notes {
    /// Every note, in bit order.
    pub const NAMES: [&'static str; 12] = [
        "idiom",
        "caps",
        "elongated",
        "boosted",
        "dampened",
        "negated",
        "before contrast",
        "after contrast",
        "conceded",
        "irrealis",
        "title",
        "link",
    ];
    const IDIOM: u16 = 1 << 0;
    const CAPS: u16 = 1 << 1;
    const ELONGATED: u16 = 1 << 2;
    const BOOSTED: u16 = 1 << 3;
    const DAMPENED: u16 = 1 << 4;
    const NEGATED: u16 = 1 << 5;
    const BEFORE_CONTRAST: u16 = 1 << 6;
    const AFTER_CONTRAST: u16 = 1 << 7;
    const CONCEDED: u16 = 1 << 8;
    const IRREALIS: u16 = 1 << 9;
    const TITLE: u16 = 1 << 10;
    const LINK: u16 = 1 << 11;

    fn add(&mut self, note: u16) {
        self.0 |= note;
    }

    fn remove(&mut self, note: u16) {
        self.0 &= !note;
    }

    /// The notes' names, in a fixed order.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Self::NAMES
            .iter()
            .enumerate()
            .filter(move |(bit, _)| self.0 & (1 << bit) != 0)
            .map(|(_, name)| *name)
    }
}

/// How much one token, or one phrase that scores as a unit (an idiom), moved the score.
#[derive(Clone, Debug, PartialEq)]
pub struct Contribution {
    /// Byte span in the input.
    pub start: usize,
    /// Byte end.
    pub end: usize,
    /// UTF-16 span (JavaScript string offsets).
    pub start16: usize,
    /// UTF-16 end.
    pub end16: usize,
    /// Final valence after every rule, on VADER's −4..4 scale (can exceed it).
    pub valence: f64,
    /// Why it scored what it did (`negated`, `boosted`, `idiom`, …).
    pub notes: Notes,
}

/// One sentence's result.
#[derive(Clone, Debug, PartialEq)]
pub struct SentenceResult {
    /// Byte span.
    pub start: usize,
    /// Byte end.
    pub end: usize,
    /// UTF-16 span.
    pub start16: usize,
    /// UTF-16 end.
    pub end16: usize,
    /// Compound of this sentence alone.
    pub compound: f64,
    /// Its label.
    pub label: Label,
}

/// Counts about the text.
#[derive(Clone, Debug, PartialEq)]
pub struct Statistics {
    /// Words (including hashtag words).
    pub word_count: usize,
    /// Sentences.
    pub sentence_count: usize,
    /// Tokens that ended up positive.
    pub positive_words: usize,
    /// Tokens that ended up negative.
    pub negative_words: usize,
    /// Tokens found in the lexicon with a non-zero valence.
    pub sentiment_words_found: usize,
    /// word_count / sentence_count (0 for empty text).
    pub average_words_per_sentence: f64,
}

/// The full result of [`analyze`](crate::analyze()).
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// POSITIVE / NEGATIVE / NEUTRAL.
    pub label: Label,
    /// −1..1.
    pub compound: f64,
    /// 0..1: higher when the evidence is strong and one-sided.
    pub confidence: f64,
    /// Shares of positive, negative and neutral evidence.
    pub proportions: Proportions,
    /// Emotion weights and the dominant emotion.
    pub emotions: Emotions,
    /// Per-sentence results.
    pub sentences: Vec<SentenceResult>,
    /// Tokens with a non-zero contribution, in text order.
    pub contributions: Vec<Contribution>,
    /// Counts.
    pub statistics: Statistics,
}

/// `x / sqrt(x² + ALPHA)`, VADER's normalisation to −1..1.
pub fn normalize(score: f32) -> f64 {
    let x = f64::from(score);
    let value = x / (x * x + f64::from(ALPHA)).sqrt();
    value.clamp(-1.0, 1.0)
}

/// A negated valence: `N_SCALAR` flips a positive word, up to `NEGATED_POSITIVE_CAP`, and
/// `N_SCALAR_NEGATIVE` a negative one.
fn negate(v: f32) -> f32 {
    if v < 0.0 {
        v * N_SCALAR_NEGATIVE
    } else if v > NEGATED_POSITIVE_CAP {
        NEGATED_POSITIVE_CAP * N_SCALAR
    } else {
        v * N_SCALAR
    }
}

fn sign(x: f32) -> f32 {
    if x < 0.0 {
        -1.0
    } else {
        1.0
    }
}

/// A token that can carry sentiment, in a sentence's word list.
#[derive(Clone, Copy)]
struct Unit<'k> {
    kind: TokenKind,
    /// The token's [`flag`] bits.
    flags: u16,
    /// Where in the text's token list what its score stands for starts and ends: the token
    /// itself, or the words of an idiom it starts ("over the moon") or of a pair it ends
    /// ("stress free"), which its contribution highlights whole.
    phrase: (usize, usize),
    /// Its look-up key.
    key: &'k str,
    /// What the lexicons say about its key, looked up once.
    info: &'k WordInfo,
    /// Its valence, after the fallbacks of [`unit_info`].
    valence: Option<f32>,
    /// Its emotion weights, after the fallbacks of [`unit_info`].
    emotion: Option<&'static [f32; 6]>,
    /// Punctuation (a clause break) stands between this unit and the previous one.
    clause_break_before: bool,
    /// Set by [`score_sentence`]: the valence after the rules (0 when none)…
    score: f32,
    /// …what the rules did to it…
    notes: Notes,
    /// …whether it was negated…
    negated: bool,
    /// …the degree words' signed share of it (for the emotion gain)…
    boost: f32,
    /// …whether the unit is a word of an idiom (it then does not act as a negation or
    /// degree word)…
    in_idiom: bool,
    /// …and whether a negation before it said that its degree is unequalled ("couldn't be
    /// happier", "never been this happy"): an assertion, which no modal puts in irrealis.
    unequalled: bool,
    /// The unit stands outside the grammar of the words ([`outside_the_words`]).
    outside: bool,
}

impl<'k> Unit<'k> {
    /// The unit of `token`, standing for the tokens `phrase`, with what the lexicons say of
    /// it, before any rule has acted on it.
    #[inline(always)]
    fn unscored(
        token: &Tok,
        phrase: (usize, usize),
        key: &'k str,
        info: &'k WordInfo,
        valence: Option<f32>,
        emotion: Option<&'static [f32; 6]>,
        clause_break_before: bool,
    ) -> Unit<'k> {
        Unit {
            kind: token.kind,
            flags: token.flags,
            phrase,
            key,
            info,
            valence,
            emotion,
            clause_break_before,
            score: 0.0,
            notes: Notes::default(),
            negated: false,
            boost: 0.0,
            in_idiom: false,
            unequalled: false,
            outside: outside_the_words(token.kind, info),
        }
    }

    fn has(&self, bits: u16) -> bool {
        self.flags & bits != 0
    }

    /// Takes back the unit's score and what the rules noted of it: a phrase or a rule has used
    /// it up.
    fn use_up(&mut self) {
        self.score = 0.0;
        self.notes = Notes::default();
    }

    /// Whether a rule that acts on what is said may still turn the unit: it scored, nothing
    /// has turned it yet, and it stands inside the grammar of the words ([`outside_the_words`]).
    fn may_turn(&self) -> bool {
        self.score != 0.0 && !self.negated && !self.outside
    }

    /// Turns the unit's score as a negation does, and notes it.
    fn turn(&mut self) {
        negate_noted(&mut self.score, &mut self.negated, &mut self.notes);
    }
}

fn is_unit(token: &Tok) -> bool {
    matches!(
        token.kind,
        TokenKind::Word | TokenKind::Hashtag | TokenKind::Emoji | TokenKind::Emoticon
    )
}

/// What the lexicons say about a unit, with fallbacks: an elongated word the index lacks as
/// the word it stretches ([`Lexicon::stretched_entry`]), an unknown word as the known word it
/// is built on ([`Lexicon::derived_valence`]), an unknown ZWJ sequence as its first emoji.
/// Returns where the index's entry for the key is, and the unit's valence and emotion weights.
fn unit_info(lexicon: &Lexicon, token: &Tok, key: &str) -> UnitInfo {
    let mut id = lexicon.entry_id(key, token.hash);
    // An elongated word the index does not have is the word it stretches, with all it does:
    // "happyyyy" is happy, "sooo good" boosted as "so good", "nottt happy" negated.
    if id == EntryId::UNKNOWN && token.has(flag::ELONGATED) {
        id = lexicon.stretched_entry(key).unwrap_or(id);
    }
    let info = lexicon.entry_at(id);
    let (mut valence, mut emotion) = (info.valence, info.emotion);
    if valence.is_none() && !token.has(flag::ELONGATED) {
        // A word with emotion weights but no valence ("idiots", whose Reddit weights were
        // learnt) still takes the valence of the word it is built on ("idiot").
        if token.kind == TokenKind::Word {
            valence = lexicon.derived_valence(key, token.hash);
        } else if token.kind == TokenKind::Emoji && emotion.is_none() {
            if let Some((first, _)) = key.split_once('\u{200D}') {
                let first = lexicon.entry(first);
                valence = first.valence;
                emotion = first.emotion;
            }
        }
    }
    // Emotion weights learnt from Reddit include topic words ("update", "story", "pm"). A word
    // with no sentiment of its own must be strongly associated with an emotion to count.
    if valence.is_none() {
        emotion = emotion.filter(|weights| {
            weights.iter().copied().fold(0.0, f32::max) >= EMOTION_WITHOUT_VALENCE_MIN
        });
    }
    UnitInfo {
        id,
        valence,
        emotion,
    }
}

/// What [`unit_info`] works out for a unit.
#[derive(Clone, Copy)]
struct UnitInfo {
    id: EntryId,
    valence: Option<f32>,
    emotion: Option<&'static [f32; 6]>,
}

/// Recent [`unit_info`] answers for keys under eight bytes, direct-mapped by the key's
/// hash. Text repeats its words, and a hit costs one compare instead of the index probe
/// and the fallbacks, whose branches a processor cannot predict from word to word.
#[derive(Default)]
struct WordCache {
    slots: Vec<CachedWord>,
}

#[derive(Clone, Copy)]
struct CachedWord {
    /// The key's [`Tok::short`].
    key: u64,
    /// What else the answer depends on: the key's length, the token's kind and whether it
    /// was elongated; 0 for an empty slot.
    tag: u32,
    info: UnitInfo,
}

const WORD_CACHE_SLOTS: usize = 2048;

impl WordCache {
    fn look_up(&mut self, lexicon: &Lexicon, token: &Tok, key: &str) -> UnitInfo {
        if key.len() >= 8 {
            return unit_info(lexicon, token, key);
        }
        if self.slots.is_empty() {
            let empty = CachedWord {
                key: 0,
                tag: 0,
                info: UnitInfo {
                    id: EntryId::UNKNOWN,
                    valence: None,
                    emotion: None,
                },
            };
            self.slots.resize(WORD_CACHE_SLOTS, empty);
        }
        let tag = 1 << 31
            | key.len() as u32
            | (token.kind as u32) << 8
            | u32::from(token.has(flag::ELONGATED)) << 16;
        let slot = &mut self.slots[token.hash as usize % WORD_CACHE_SLOTS];
        if slot.key != token.short || slot.tag != tag {
            *slot = CachedWord {
                key: token.short,
                tag,
                info: unit_info(lexicon, token, key),
            };
        }
        slot.info
    }
}

/// What [`score_sentence`] needs to know about a sentence as a whole, gathered while its
/// units are built.
#[derive(Clone, Copy)]
struct SentenceCues {
    /// Some words are in ALL CAPS and some are not: the capitals are emphasis.
    cap_differential: bool,
    /// Some unit is a negation or a degree word with a valence of its own, which may score
    /// itself with nothing in reach (see [`score_words_without_target`]).
    negation_or_degree_word: bool,
    /// Some unit is a contrast or concession word ([`Marker::is_contrast`]).
    contrast: bool,
    /// Some unit is a modal ("would", "could"): see [`apply_irrealis`].
    modal: bool,
    /// At least two words start in lower case for each in title case: running prose, where
    /// a run of title-case words is a name (see [`in_proper_name`]).
    mostly_lower_case: bool,
    /// The sentence is written in Title Case (see [`in_title_case`]).
    title_case: bool,
    /// The sentence carries a link: its words present it (see [`weigh`]).
    link: bool,
    /// The sentence ends as a question (see [`asks_for_agreement`]).
    question: bool,
    /// Some unit is a verb of decrease or increase, or "up" or "down" (see [`apply_change`]).
    change: bool,
    /// Some unit is "again" (see [`would_do_again`]).
    again: bool,
    /// Some unit is 🙄 or 🙃, or the sentence is in the paragraph that 🙄 ends (see
    /// [`take_back_praise`], [`paragraph_rolled_at`]).
    irony: bool,
    /// Some unit is "used" (see [`state_now_over`]).
    used: bool,
    /// Some unit is a word of gratitude (see [`thanks_for_a_harm`]).
    thanks: bool,
    /// Some unit may declare a balanced verdict (see [`declares_balance`]).
    balanced: bool,
    /// Some word is of the first or second person (see [`TextSums::voiced`]).
    in_person: bool,
    /// The sentence opens with a contrast word ([`opens_with_contrast`]): it turns against the
    /// sentence before…
    opens_with_contrast: bool,
    /// …and the next sentence does so against this one.
    contrast_follows: bool,
}

/// The last thing a clause or sentence said with sentiment, which an elliptical negation after
/// it denies ([`ends_elliptically`]): "I thought it would be great. It wasn't."
#[derive(Clone, Copy)]
struct Antecedent {
    /// The word's valence as said, before any rule (a negation of it included).
    valence: f32,
    /// Its score, if it was only expected (irrealis: "would be great", in the sentence before:
    /// within a sentence the irrealis weight is applied after the ellipsis is read), which the
    /// denial takes back: what was hoped for did not happen. Else 0.
    expected: f32,
    emotion: Option<&'static [f32; 6]>,
}

impl Antecedent {
    /// What the scored unit `unit` said, if it said something an ellipsis can refer to: only a
    /// word with a valence of its own. Not a negation (a lone one scores itself), not an emoji
    /// or interjection, and not an idiom, whose score may be what it implies ("wanted to love
    /// it").
    fn of(unit: &Unit<'_>) -> Option<Antecedent> {
        if unit.score == 0.0 || unit.outside || unit.info.negation || unit.in_idiom {
            return None;
        }
        Some(Antecedent {
            valence: unit.valence?,
            expected: if unit.notes.0 & Notes::IRREALIS != 0 {
                unit.score
            } else {
                0.0
            },
            emotion: unit.emotion,
        })
    }

    /// What the units before `end` said last in a predicate ([`in_predicate`]), within
    /// `ANTECEDENT_REACH` units: an ellipsis repeats what was just said, and a long run of
    /// sentiment words outside any predicate must not cost a search of each.
    fn last_said(units: &[Unit<'_>], end: usize) -> Option<Antecedent> {
        (end.saturating_sub(ANTECEDENT_REACH)..end)
            .rev()
            .find_map(|j| Antecedent::of(&units[j]).filter(|_| in_predicate(units, j)))
    }
}

/// How many units before an ellipsis (or before the end of the sentence before it)
/// [`Antecedent::last_said`] looks for what it repeats.
const ANTECEDENT_REACH: usize = 24;

/// The sentence before the one being scored, which an ellipsis may refer to: its scored units
/// or, for the first sentence of a part of a long text (see [`Parts`]), what it said last, found
/// before its units were let go.
#[derive(Clone, Copy)]
struct SentenceBefore<'u, 'k> {
    units: &'u [Unit<'k>],
    carried: Option<Antecedent>,
    /// For the first sentence of a part: whether the sentence before only complained.
    carried_complaint: bool,
}

impl SentenceBefore<'_, '_> {
    /// What it said last in a predicate, found only when an ellipsis asks.
    fn last_said(self) -> Option<Antecedent> {
        self.carried
            .or_else(|| Antecedent::last_said(self.units, self.units.len()))
    }

    /// Whether it only complained (see [`only_complains`]).
    fn only_complained(self) -> bool {
        if self.units.is_empty() {
            self.carried_complaint
        } else {
            only_complains(self.units)
        }
    }
}

/// How many units before a word [`in_predicate`] looks for its verb.
const PREDICATE_REACH: usize = 6;

/// Whether `key` is a personal pronoun that can be a verb's subject ("i", "you", "we", "they",
/// "he", "she").
fn is_personal_pronoun(key: &str) -> bool {
    matches!(key, "i" | "you" | "we" | "they" | "he" | "she")
}

/// Whether the unit at `j` says something of a subject, which an ellipsis can repeat: it
/// follows an auxiliary or linking verb in its clause ("was great", "would be great", "should
/// be enjoying", "wouldn't cause problems") or, as the verb itself, a personal pronoun ("I
/// liked it"). Not a word of the subject ("the poor horses").
fn in_predicate(units: &[Unit<'_>], j: usize) -> bool {
    let mut k = j;
    while k > 0 && j - k < PREDICATE_REACH && !units[k].clause_break_before {
        k -= 1;
        let key = units[k].key;
        if is_auxiliary(key) || is_linking_verb(key) || is_negated_auxiliary(key) {
            return true;
        }
        if k + 1 == j && is_personal_pronoun(key) {
            return true;
        }
        // "was so good": "so" grades here, it opens no clause.
        if is_conjunction(key) && units[k].info.booster.is_none() {
            return false;
        }
    }
    false
}

/// A word that opens a clause within a sentence: a conjunction, or a relative or
/// complementiser ("that", "which").
fn is_conjunction(key: &str) -> bool {
    matches!(
        key,
        "and"
            | "but"
            | "or"
            | "nor"
            | "yet"
            | "so"
            | "while"
            | "whereas"
            | "although"
            | "though"
            | "than"
            | "as"
            | "when"
            | "because"
            | "since"
            | "if"
            | "unless"
            | "until"
            | "whether"
            | "that"
            | "which"
            | "who"
    )
}

/// Applies the rules to one sentence's units, writing each unit's `score`,
/// `notes`, `negated`, `boost`, `in_idiom` and `unequalled` (which start as nothing).
///
/// Returns the factor by which repeated evidence scales the scores of the words
/// ([`RepeatedEvidence`]); the caller applies it in its pass over the units, so that
/// the units are not walked again for it.
///
/// `before` is the sentence before, for an ellipsis in this one.
fn score_sentence(
    units: &mut [Unit<'_>],
    before: SentenceBefore<'_, '_>,
    cues: SentenceCues,
) -> f32 {
    let SentenceCues {
        cap_differential,
        mostly_lower_case,
        ..
    } = cues;
    if cues.again {
        would_do_again(units);
    }
    let n = units.len();
    let mut skip_until = 0usize;
    // Gathered as the scores are set, in unit order; a rule that may change a score already
    // set (a reverser, a whole-sentence rule) sets `rescored`, and it is gathered again.
    let mut evidence = RepeatedEvidence::default();
    let mut rescored = false;

    for i in 0..n {
        if i < skip_until {
            continue;
        }
        let unit = units[i];
        let mut notes = Notes::default();
        let mut phrase = unit.phrase;

        // Idioms ("over the moon", "highly recommend") score as one unit, on their first word.
        let mut value = None;
        // An idiom has two words or more: most words that start one are ruled out by the
        // next unit alone (not a word of the same clause, or a first byte no idiom of theirs
        // goes on with) before any phrase is compared.
        let idiom_may_start = unit.kind == TokenKind::Word
            && unit.info.starts_idiom
            && matches!(next_in_clause(units, i), Some(next) if next.kind == TokenKind::Word
                && unit.info.idiom_may_go_on_with(next.key));
        if idiom_may_start {
            // No idiom is longer than IDIOM_MAX_WORDS: look no further (a long run of
            // words must not make this quadratic).
            let limit = n.min(i + IDIOM_MAX_WORDS);
            let run_end = (i + 1..limit)
                .find(|&j| units[j].clause_break_before || units[j].kind != TokenKind::Word)
                .unwrap_or(limit);
            let mut words = [""; IDIOM_MAX_WORDS];
            for (word, u) in words.iter_mut().zip(&units[i..run_end]) {
                *word = u.key;
            }
            if let Some((len, v, emotion)) = unit.info.longest_idiom(&words[..run_end - i]) {
                if len >= 2 {
                    value = Some(v);
                    notes.add(Notes::IDIOM);
                    phrase.1 = units[i + len - 1].phrase.1;
                    skip_until = i + len;
                    // Its words bring no emotion of their own ("not bad" is not sad); the idiom
                    // brings its own, if it has one ("over the moon" is joy).
                    for part in &mut units[i..i + len] {
                        part.in_idiom = true;
                        part.emotion = None;
                    }
                    units[i].emotion = emotion;
                }
            }
        }
        if value.is_none() {
            // Degree words ("very", "kind of", "a bit") modify what follows; they carry no valence.
            if degree_pair_at(units, i).is_some() {
                skip_until = i + 2;
                continue;
            }
            if unit.info.booster.is_some() {
                continue;
            }
            if unit.info.marker == Marker::Too && says_an_excess(units, i) {
                value = Some(EXCESS);
            } else if unit.info.marker == Marker::Pass && passes_a_test(units, i) {
                value = Some(PASSED_A_TEST);
                units[i].emotion = Some(&DELIGHT_AT_SUCCESS);
            }
        }
        let mut v = match value.or(unit.valence) {
            Some(v) if v != 0.0 => v,
            _ => continue,
        };
        // Praise in quotation marks of its own after a determiner is disputed: it praises nothing.
        if v > 0.0 && unit.has(flag::QUOTE_BEFORE) && is_disputed(units, i, skip_until) {
            continue;
        }
        // "a cancer drug", "the flu jab", "a malaria vaccine": the ill a remedy is named for is
        // what it acts against, no ill of the text's; so is the ill a service is named for ("a
        // cancer centre", "dementia research") and the ill a survival is measured against
        // ("cancer survival rates").
        if v < 0.0
            && value.is_none()
            && next_in_clause(units, i).map_or(false, |next| {
                matches!(next.info.marker, Marker::Remedy | Marker::Service)
                    || next.key == "survival"
            })
        {
            continue;
        }

        // A capitalised word inside a run of title-case words in a lower-case sentence is
        // part of a name ("the Herald of Free Enterprise", "the United Nations").
        if mostly_lower_case && in_proper_name(units, i) {
            continue;
        }

        // The rules of single words below are about the word alone, not about an idiom it
        // starts ("like a charm", "no problem"), which scores whole.
        let starts_idiom = value.is_some();
        match unit.info.marker {
            _ if starts_idiom => {}
            // "ok so who's driving", "Ok, noted", "okay I'll take the bus": an acknowledgement
            // that opens a message, no faint praise ("Ok.", "Ok movie, nothing special" are).
            Marker::None if i == 0 && opens_as_an_acknowledgement(units) => continue,
            // "like" is a preposition or a filler far more often than the verb of liking
            // ("feels like a chore", "more like it", "like, whatever"): it scores only in a
            // verb's place.
            Marker::Like if !like_is_the_verb_at(units, i) => continue,
            // "see you soon x", "thanks so much xx": kisses that sign off a message, only as
            // its last word (emoji and emoticons after it aside) and in lower case.
            Marker::SignOff if !signs_off(units, i) => continue,
            // "pretty good", "pretty much": an adverb of degree, not the adjective "pretty".
            Marker::Pretty if pretty_grades_the_next(units, i) => continue,
            // "worked hard", "tries hard", "laughed so hard": the adverb says how much, not that
            // anything was difficult.
            Marker::Hard if hard_grades_the_verb(units, i) => continue,
            // "The interview I was dreading turned out to be a chat", "I'd been dreading it for
            // weeks": a dread in the past progressive is over, the scene set for how it went,
            // which the text tells; "I'm dreading Monday" still fears.
            Marker::Dreading
                if previous_in_clause(units, i).map_or(false, |before| {
                    matches!(before.key, "was" | "were" | "been")
                }) =>
            {
                units[i].emotion = None;
                continue;
            }
            // "Finally, the price is fair", "and finally the battery": the last point of a
            // list, no wait that ended.
            Marker::Finally if orders_the_points(units, i) => {
                units[i].emotion = None;
                continue;
            }
            // "no" before a sentiment word within its reach negates it rather than being
            // negative itself ("No more back pain"); "no no no" is one refusal, emphasised.
            Marker::No
                if reach(units, i).any(|next| {
                    next.valence.is_some() && !next.outside && next.info.marker != Marker::No
                }) =>
            {
                continue
            }
            // "no way, they upgraded us?!", "No way!": "no way" exclaimed alone is astonishment,
            // no refusal ("no way I'm paying that" still refuses).
            Marker::No if exclaims_no_way(units, i) => {
                units[i].emotion = Some(&EXCLAIMED_SURPRISE);
                continue;
            }
            // "No more paper forms.", "no more buckets in the hallway": opening a clause, "no
            // more" says that something ended, and no word says whether it was a burden or a
            // pleasure ("no more cinnamon buns :(" is a loss): no complaint of its own. Not "no
            // more than", nor "No more." alone, which says a good thing is over.
            Marker::No if ends_something(units, i) => continue,
            // "No monthly fees", "no queues at all", "no delays": "no" before a measure that is
            // bad when high denies a cost or a harm, which is good news.
            Marker::No if denies_a_cost(units, i) => {
                v = DENIED_COST;
                units[i].emotion = None;
            }
            // "No need to bring anything" and "no fillings needed" reassure; "No decision
            // yet" is pending, as a negation before "yet" is (`is_pending`).
            Marker::No
                if next_in_clause(units, i).map_or(false, |next| next.key == "need")
                    || (next_in_clause(units, i).map_or(false, |next| next.key != "longer")
                        && reach(units, i).take(3).any(|next| {
                            matches!(next.key, "needed" | "required" | "necessary")
                        }))
                    || is_pending(units, i) =>
            {
                continue
            }
            // "great sadness", "a huge disappointment": the adjective says how much of the ill
            // there is, which it grades (below), not that anything is good.
            Marker::Size if grades_a_negative_word(units, i) => {
                units[i].emotion = None;
                continue;
            }
            // "stress free", "pain free": without the negative thing, as the compound
            // "stress-free" is (see `Lexicon::derive_compound`). The pair scores as one unit,
            // on "free"; the negative word, scored on its own already, is taken back.
            Marker::Free => {
                if let Some(without) = negative_word_before(units, i) {
                    v = derived_denial(without);
                    notes.add(Notes::IDIOM);
                    phrase.0 = units[i - 1].phrase.0;
                    let before = &mut units[i - 1];
                    rescored |= before.score != 0.0;
                    before.use_up();
                    before.negated = false;
                    before.boost = 0.0;
                    before.in_idiom = true;
                    before.emotion = None;
                    units[i].in_idiom = true;
                    units[i].emotion = None;
                }
            }
            _ => {}
        }

        if unit.has(flag::ALL_CAPS) && cap_differential {
            v += sign(v) * C_INCR;
            notes.add(Notes::CAPS);
        }
        if unit.has(flag::ELONGATED) {
            v += sign(v) * B_INCR;
            notes.add(Notes::ELONGATED);
        }
        let (mut negated, mut boost, mut unequalled) = (false, 0.0f32, false);
        // "boring as hell", "cool as fuck": a simile of degree after the word grades it, as a
        // degree word before it would; the phrase itself scores nothing (`idioms.tsv`).
        if graded_as_hell(units, i) {
            v += sign(v) * B_INCR;
            boost += B_INCR;
            notes.add(Notes::BOOSTED);
        }
        // Where a verb of lessening or removing turned the word, and its valence before.
        let mut reverser = None;
        let mut before_reverser = v;

        // Look back up to SCOPE units in the same clause for boosters and negations.
        // Emoji, emoticons and interjections ("lol", "ugh") say how the writer feels,
        // outside the grammar of the words before them ("Still no cheque :(", "I don't
        // know lol"): nothing negates or boosts them.
        let mut in_scope = 0usize;
        let mut j = if unit.outside { 0 } else { i };
        while j > 0 && in_scope < SCOPE {
            if units[j].clause_break_before {
                break;
            }
            j -= 1;
            let info = units[j].info;
            // "haven't had a single problem": the stress on the count is no step away.
            if info.marker == Marker::Single && in_emphatic_single(units, j) {
                j -= 1;
                continue;
            }
            // "didn't even fix the fault": the stress on what follows is no step away either.
            if info.marker == Marker::Even {
                continue;
            }
            // "didn't get the grant", "not really the best": a determiner is no step either.
            if info.article_or_possessive {
                continue;
            }
            in_scope += 1;
            // "do not buy this piece of junk": the idiom's "not" is used up.
            if units[j].in_idiom {
                continue;
            }
            // Most words before a sentiment word act on nothing: no rule below concerns a word
            // that is no degree word, negation or marker and ends no two-word degree phrase.
            let ends_degree_pair = j > 0 && units[j - 1].info.starts_booster_pair;
            if info.marker == Marker::None
                && info.booster.is_none()
                && !info.negation
                && !ends_degree_pair
            {
                continue;
            }
            let distance_damping = match in_scope {
                1 => 1.0,
                2 => 0.95,
                _ => 0.9,
            };
            // "far from perfect", "anything but easy", "less than ideal": the pair denies what
            // follows as "not" does, and its first word is used up ("less" does not dampen).
            // Negated itself it denies nothing ("not far from perfect", "nothing less than
            // stunning"), and that negation is used up too.
            if j > 0
                && matches!(info.marker, Marker::But | Marker::DenialEnd)
                && denial_pair_at(units, j - 1)
            {
                let denied =
                    previous_in_clause(units, j - 1).map_or(false, |before| before.info.negation);
                if !denied && !negated {
                    negate_noted(&mut v, &mut negated, &mut notes);
                }
                let used_up = if denied { 2 } else { 1 };
                j -= used_up;
                in_scope += used_up;
                if denied {
                    // What lies before the negation is outside the phrase's reach.
                    break;
                }
                continue;
            }
            // A two-word degree phrase ends here ("kind of", "a bit"), or a one-word one.
            let pair = if ends_degree_pair && !noun_with_its_complement(units, j - 1) {
                degree_pair_at(units, j - 1)
            } else {
                None
            };
            // "pretty good" is "quite good": "pretty" grading the next word boosts as "quite".
            let pretty = info.marker == Marker::Pretty && pretty_grades_the_next(units, j);
            // "a total disaster", "deep regret", "massive success": an adjective of size just
            // before the word grades it; one with praise of its own ("great", "huge") grades
            // only an ill, as a good thing it already scores ("a huge success").
            let size = info.marker == Marker::Size
                && j + 1 == i
                && if v < 0.0 {
                    grades_a_negative_word(units, j)
                } else {
                    units[j].valence.map_or(true, |own| own == 0.0)
                };
            let scalar = pair
                .or(info.booster)
                .or(if pretty || size { Some(B_INCR) } else { None });
            if let Some(scalar) = scalar {
                let mut s = scalar * sign(v);
                if units[j].has(flag::ALL_CAPS) && cap_differential {
                    s += sign(v) * C_INCR * sign(scalar);
                }
                let s = s * distance_damping;
                v += s;
                boost += s.abs() * sign(scalar);
                notes.add(if scalar > 0.0 {
                    Notes::BOOSTED
                } else {
                    Notes::DAMPENED
                });
                if pair.is_some() {
                    // The phrase's first word is used up: "not only" intensifies, it does not negate.
                    j -= 1;
                    in_scope += 1;
                    continue;
                }
            }
            // "can't stop laughing", "never ceases to amaze", "didn't reduce the risk": a
            // negated verb of stopping or lessening leaves what it acts on as it was.
            if info.negation && reverser.is_some() && negated {
                v = before_reverser;
                negated = false;
                notes.remove(Notes::NEGATED);
                // Nothing further back negates it either: the pair is used up.
                break;
            }
            if info.negation
                && !negated
                && unit.info.marker != Marker::No
                && !(cues.question && asks_for_agreement(units, j))
                && !denied_expectation(units, j).map_or(false, |verb| verb < i)
                // The negation may be another word's, or the effort's of "trying not to".
                && !(negation_taken_between(units, j, i) || tries_not_to(units, j))
            {
                // "never so good" / "never been this happy" / "never slept so well": emphasis,
                // not negation, when "so"/"this"/"such" follows "never" or precedes the word;
                // when the degree is unequalled for a stretch of time ("haven't been this sore
                // in a while"); and when nothing compares ("never been happier").
                let emphasis = (info.marker == Marker::Never
                    && in_scope >= 2
                    && (units[j + 1].info.marker == Marker::So || graded_before(units, i)))
                    || unequalled_in_time(units, i)
                    || {
                        let possibility = denied_possibility(units, j);
                        nothing_compares(units, j, i, possibility)
                            || (possibility.is_some() && cannot_do_enough(units, j, i))
                    }
                    || gets_no_better_than(units, i)
                    || names_none_better(units, j, i);
                if emphasis {
                    unequalled = true;
                    v *= UNEQUALLED_EMPHASIS;
                    notes.add(Notes::BOOSTED);
                } else {
                    // "not very good" is no harsher than "not good": negation takes back the
                    // intensifier it covers (Kiritchenko & Mohammad 2016 find negated
                    // intensified phrases milder than negated plain ones; turning the
                    // intensifier into a dampener as well was tried, see DESIGN.md).
                    if boost > 0.0 {
                        v -= sign(v) * boost;
                        boost = 0.0;
                        notes.remove(Notes::BOOSTED);
                    }
                    negate_noted(&mut v, &mut negated, &mut notes);
                }
            }
            // "didn't stop laughing", "won't stop me from loving it": a negated verb of ceasing
            // says that what follows went on, as it was; so does a negated verb of not doing
            // ("didn't fail to impress"). The pair is used up: the verb scores nothing of its
            // own, the negation negates nothing, and nothing further back acts.
            let not_done = info.marker == Marker::NotDone
                && next_in_clause(units, j).map_or(false, |next| next.key == "to");
            if (info.marker == Marker::Stop || not_done)
                && previous_in_clause(units, j).map_or(false, |before| before.info.negation)
                && !negated
            {
                reverser = Some(j);
                units[j - 1].in_idiom = true;
                units[j - 1].emotion = None;
                break;
            }
            // "reduce the risk", "prevent disease": a verb of lessening or removing turns the
            // sentiment of what it acts on, and its own is used up (Choi & Cardie, 2008).
            let turns_its_object = match info.marker {
                // After a determiner a verb's base form is a noun ("the fix worked"), which
                // acts, as a remedy does, only on what follows "for" ("a fix for the crash");
                // "less" and "fewer" are no verbs ("a less compelling story").
                Marker::Reverser
                    if !unit_key_is_participle(units[j].key)
                        && !matches!(units[j].key, "less" | "fewer")
                        // Not after "that" or "this", as often its subject ("the things
                        // that prevent", "this fixes it").
                        && previous_in_clause(units, j)
                            .map_or(false, |before| is_article_or_possessive(before.key)) =>
                {
                    next_in_clause(units, j).map_or(false, |next| next.key == "for")
                }
                // "failed to impress", "refuses to honour the warranty": only before "to"
                // (negated, it was used up above: "didn't fail to impress").
                Marker::NotDone => not_done,
                // "recovered my confidence", "Painting recovered undamaged", "repaired the
                // lovely old clock": a verb of restoring gives back what is good, and turns only
                // a harm ("recovered from the flu", "repaired the damage").
                Marker::Reverser
                    if v > 0.0
                        && matches!(
                            units[j].key,
                            "recovered" | "recovers" | "repaired" | "repairing"
                        ) =>
                {
                    false
                }
                // "overcome with joy", "prevented by good planning", "cancelled due to bad
                // weather", "cancelled after an IT failure": what follows "with", "by" or a word
                // of cause or time is the cause, the agent or the occasion, not what the verb
                // lessens.
                Marker::Reverser => {
                    !next_in_clause(units, j).map_or(false, |next| opens_a_cause(next.key))
                }
                // "eased the pain", "dropped the charges": a verb of decrease with an object.
                // Not a verb whose subject is a measure ("Costs dropped the best part of
                // 10%": see `apply_change`).
                Marker::Subsides => {
                    units[j].key != "gone"
                        && takes_an_object(units, j)
                        && measure_of_change(units, j).is_none()
                }
                // "stopped a dodgy payment", "stops the bleeding", "stopped crying": a verb of
                // ceasing in the past or the third person acts on its object as a verb of
                // removing does ("stopped laughing" is a loss). Not the base form, mostly a
                // command ("stop talking shit"), which keeps its own valence.
                Marker::Stop => {
                    matches!(units[j].key, "stopped" | "stops") && takes_an_object(units, j)
                }
                // "rescued a man trapped in the rubble", "Rescuers pull 14 trapped miners
                // alive": only a plight is turned, not "rescued a sweet puppy"; and not by a
                // rescue denied ("can't rescue the film from its sleazy moralizing").
                Marker::Rescue => {
                    v < 0.0
                        && !previous_in_clause(units, j)
                            .map_or(false, |before| before.info.negation)
                }
                // "a cure for cancer", "a vaccine against the flu"; not "the treatment was awful".
                Marker::Remedy => next_in_clause(units, j)
                    .map_or(false, |next| matches!(next.key, "for" | "against" | "to")),
                _ => false,
            };
            // "removes stains easily": a word of the other sign after its object ("stains")
            // says how it acts, not what it acts on ("prevent senseless tragedies" turns both).
            let turns_its_object = turns_its_object
                && !units[j + 1..i]
                    .iter()
                    .any(|between| between.valence.map_or(false, |b| b * v < 0.0));
            if turns_its_object && !negated {
                before_reverser = v;
                negate_noted(&mut v, &mut negated, &mut notes);
                reverser = Some(j);
            }
            // "too tired to enjoy it", "too scared to try": what lies beyond the limit that
            // "too" sets did not happen.
            if info.marker == Marker::Too
                && !negated
                && units
                    .get(j + 2..i)
                    .map_or(false, |between| between.iter().any(|unit| unit.key == "to"))
            {
                negate_noted(&mut v, &mut negated, &mut notes);
            }
            // "about as exciting as watching paint dry": the ironic comparison denies the praise.
            if info.marker == Marker::About
                && v > 0.0
                && !negated
                && ironic_comparison_at(units, j, i)
            {
                negate_noted(&mut v, &mut negated, &mut notes);
            }
            if info.marker == Marker::Least
                && in_scope == 1
                && !(j > 0 && units[j - 1].info.marker == Marker::AtOrVery)
                && !negated
            {
                negate_noted(&mut v, &mut negated, &mut notes);
            }
        }
        if let Some(r) = reverser {
            rescored |= units[r].score != 0.0;
            units[r].use_up();
        }
        if !unit.outside {
            evidence.add(v);
        }
        let scored = &mut units[i];
        scored.score = v;
        scored.notes = notes;
        scored.phrase = phrase;
        scored.negated = negated;
        scored.boost = boost;
        scored.unequalled = unequalled;
    }

    // The whole-sentence rules only when they have something to act on: most sentences
    // have none of them, and each would otherwise walk every unit again.
    if cues.negation_or_degree_word {
        score_words_without_target(units, cues.question, before);
        rescored = true;
    }
    if cues.change {
        rescored |= apply_change(units);
    }
    if cues.modal {
        apply_irrealis(units);
        rescored = true;
    }
    if cues.contrast {
        apply_contrast(units);
        rescored = true;
    }
    // "I loved the hotel. But the room was dirty.": a sentence that opens with a contrast word
    // is a pivot between two sentences, weighed as one within a sentence is (emoji included).
    if cues.contrast_follows {
        weigh(units, CONTRAST_BEFORE, Notes::BEFORE_CONTRAST, false);
        rescored = true;
    }
    if cues.opens_with_contrast {
        weigh(units, CONTRAST_AFTER, Notes::AFTER_CONTRAST, false);
        rescored = true;
    }
    if cues.used {
        rescored |= state_now_over(units);
    }
    let ironic = cues.irony
        || (units.len() > 2 && opens_with_ironic_praise(units))
        || (cues.question && asks_how_it_could_be(units))
        || praises_a_complaint(units, before)
        || blames_someone_for_it(units)
        || (cues.thanks && (thanks_for_a_harm(units) || thanks_a_complaint(units, before)));
    if ironic {
        take_back_praise(units);
        rescored = true;
    } else if cues.question {
        rescored |= ask_which_is_good(units);
    }
    rescored |= mourn_a_loved_thing(units);
    // A headline, a title or a name describes a work or an event (see `in_title_case`); a
    // sentence that carries a link presents it. Neither says plainly what the writer feels.
    if cues.title_case {
        // A word in ALL CAPS is shouted, not title-cased ("I LOVE \"My Favorite Accident\"").
        weigh_all_but(units, TITLE_CASE_WEIGHT, Notes::TITLE, |unit| {
            unit.outside || unit.has(flag::ALL_CAPS)
        });
        rescored = true;
    }
    if cues.link {
        weigh(units, LINK_CAPTION_WEIGHT, Notes::LINK, true);
        rescored = true;
    }
    if rescored {
        evidence = RepeatedEvidence::default();
        for unit in units.iter().filter(|u| !u.outside) {
            evidence.add(unit.score);
        }
    }
    evidence.factor()
}

/// Turns each positive word of a sentence whose praise is ironic, as a negation turns it:
/// rolling eyes ("cheers for telling me, really helpful 🙄"), praise exclaimed before
/// "another" or a complaint ([`opens_with_ironic_praise`]), a question of how it could be
/// ([`asks_how_it_could_be`]), praise alone after a complaint ([`praises_a_complaint`]), asking
/// who decided it ([`blames_someone_for_it`]).
fn take_back_praise(units: &mut [Unit<'_>]) {
    for unit in units.iter_mut() {
        if unit.score > 0.0 && unit.may_turn() {
            unit.turn();
        }
    }
}

/// "Beloved local bookstore to shut after 60 years", "Much-loved city farm to close", "Popular
/// sleep supplement recalled after tests found lead": a headline whose subject opens with
/// praise of its standing ([`is_praise_of_affection`], [`is_praise_of_fame`]) and goes on, in its clause, to a verb of
/// ending ([`is_verb_of_ending`]) reports the loss of a thing valued, and the praise measures
/// the loss: it is turned, as a negation turns it. Not a thing that goes on ("Popular café
/// reopens"). The loss of a thing loved (not one famous) names sadness, on the verb;
/// the turned praise names none (a word of praise turned reads as anger). Returns whether it
/// turned one.
fn mourn_a_loved_thing(units: &mut [Unit<'_>]) -> bool {
    let praise = match units.first().map(|unit| unit.key) {
        Some("a" | "an" | "the") => 1,
        _ => 0,
    };
    let loved = units.get(praise).map_or(false, |unit| {
        (is_praise_of_affection(unit.key) || is_praise_of_fame(unit.key))
            && unit.score > 0.0
            && unit.may_turn()
    });
    if !loved {
        return false;
    }
    let ending = match rest_of_clause(units, praise).position(|unit| is_verb_of_ending(unit.key)) {
        Some(at) => praise + 1 + at,
        None => return false,
    };
    // Only a thing loved is mourned: a popular one recalled is news.
    let mourned = is_praise_of_affection(units[praise].key);
    units[praise].turn();
    units[praise].emotion = None;
    if mourned {
        units[ending].emotion = Some(&LOSS_EMOTION);
    }
    true
}

/// The words that praise a thing as loved ("beloved", "much-loved", "treasured", …): before
/// a verb of ending, a loss mourned ([`mourn_a_loved_thing`]).
fn is_praise_of_affection(key: &str) -> bool {
    matches!(
        key,
        "beloved"
            | "much-loved"
            | "well-loved"
            | "best-loved"
            | "treasured"
            | "cherished"
            | "favourite"
            | "favorite"
    )
}

/// The words that praise a thing's fame ("popular", "iconic", "award-winning", "legendary"):
/// before a verb of ending, a loss reported ([`mourn_a_loved_thing`]).
fn is_praise_of_fame(key: &str) -> bool {
    matches!(key, "popular" | "iconic" | "award-winning" | "legendary")
}

/// Verbs that end a place's or a product's life: "close", "shut", "recalled", "axed", … (see
/// [`mourn_a_loved_thing`]).
fn is_verb_of_ending(key: &str) -> bool {
    matches!(
        key,
        "close"
            | "closes"
            | "closing"
            | "shut"
            | "shuts"
            | "shutting"
            | "recalled"
            | "axed"
            | "scrapped"
            | "demolished"
            | "sold"
            | "discontinued"
            | "withdrawn"
            | "bulldozed"
    )
}

/// "It used to be great", "This used to be my favourite café": "used to be" says that a state
/// of the past is over, so the sentiment said of it, up to the end of its clause, a contrast or
/// "now" ("It used to be awful, but now it's fine"), is turned as a negation turns it. Not
/// "accustomed" ("I'm used to it", "got used to the noise") nor the passive ("is used to make
/// bread"), after a form of be or get; not negated ("didn't use to"). Returns whether it
/// changed a score.
fn state_now_over(units: &mut [Unit<'_>]) -> bool {
    let mut changed = false;
    for i in 0..units.len() {
        // Only a state ("used to be"): "used to" before another verb as often names a use
        // ("the software used to put the songs on it") or tells a past habit, which is no
        // change ("they used to scrawl curses on the hood").
        if units[i].info.marker != Marker::Used
            || !next_in_clause(units, i).map_or(false, |next| next.key == "to")
            || !next_in_clause(units, i + 1).map_or(false, |next| next.key == "be")
        {
            continue;
        }
        let accustomed = previous_in_clause(units, i).map_or(false, |before| {
            before.info.negation
                || is_auxiliary(before.key)
                || matches!(
                    before.key,
                    "be" | "been"
                        | "being"
                        | "get"
                        | "got"
                        | "gets"
                        | "getting"
                        | "gotten"
                        | "i'm"
                        | "you're"
                        | "we're"
                        | "they're"
                        | "he's"
                        | "she's"
                        | "it's"
                        | "become"
                        | "became"
                )
        });
        if accustomed {
            continue;
        }
        for unit in units.iter_mut().skip(i + 3) {
            if unit.clause_break_before || unit.info.marker.is_contrast() || unit.key == "now" {
                break;
            }
            if unit.may_turn() {
                unit.turn();
                changed = true;
            }
        }
    }
    changed
}

/// Whether the word at `i` is followed in its clause by "as hell", "as fuck" or "as heck", a
/// simile that grades it ("nervous as hell").
fn graded_as_hell(units: &[Unit<'_>], i: usize) -> bool {
    next_in_clause(units, i).map_or(false, |unit| unit.key == "as")
        && next_in_clause(units, i + 1)
            .map_or(false, |unit| matches!(unit.key, "hell" | "fuck" | "heck"))
}

/// Whether the sentence opens with "ok", "okay" or "alright" as a discourse word: more of the
/// sentence follows it, after a comma or with a word that opens a clause of its own next ("ok
/// so", "ok I'll", "ok noted", "okay thanks").
fn opens_as_an_acknowledgement(units: &[Unit<'_>]) -> bool {
    if !matches!(units[0].key, "ok" | "okay" | "alright" | "k" | "kk") || units.len() < 2 {
        return false;
    }
    let next = &units[1];
    next.clause_break_before
        || matches!(
            next.key,
            "so" | "i"
                | "i'll"
                | "i'm"
                | "im"
                | "we"
                | "we'll"
                | "you"
                | "u"
                | "let's"
                | "lets"
                | "lah"
                | "noted"
                | "thanks"
                | "thank"
                | "thx"
                | "now"
                | "sure"
                | "cool"
                | "got"
                | "see"
                | "bye"
                | "but"
                | "and"
                | "well"
                | "cheers"
                | "will"
                | "lol"
                | "yes"
                | "yeah"
                | "who"
                | "what"
                | "where"
                | "when"
                | "how"
                | "why"
                | "that"
                | "this"
                | "it"
                | "it's"
                | "he"
                | "she"
                | "they"
                | "guys"
                | "everyone"
                | "here's"
                | "wait"
        )
}

/// The words of praise that the formulas of exasperation exclaim ([`opens_with_ironic_praise`],
/// [`praises_a_complaint`]): the exaggerated ones and the measured ones.
fn is_exclaimed_praise(key: &str) -> bool {
    is_exaggerated_praise(key)
        || matches!(
            key,
            "super" | "cool" | "nice" | "awesome" | "excellent" | "fab" | "helpful"
        )
}

/// The praise words that, exclaimed after "oh" and before a clause of their own ("Oh great,
/// the gym's raising its fees again", "Oh brilliant, a sleep app that sends notifications at
/// 3am"), are the formula of exasperation even where the clause names no harm: the measured
/// words ("Oh nice, they fixed it", "Oh cool, I didn't know that") are said sincerely.
fn is_exaggerated_praise(key: &str) -> bool {
    matches!(
        key,
        "great"
            | "wonderful"
            | "fantastic"
            | "brilliant"
            | "perfect"
            | "lovely"
            | "marvellous"
            | "marvelous"
            | "terrific"
            | "splendid"
    )
}

/// "Oh great, another update that moves every button. Thanks so much.", "The app logs me out
/// every time. Thanks for that.": thanks in a formula of stress ("a lot", "so much", "for
/// that", "a bunch"), as a sentence of its own after a sentence that only complained, is the
/// deadpan formula of exasperation that a lone "Brilliant." is ([`praises_a_complaint`]). A
/// plain "Thanks." after a complaint is sincere ("…my order never came. Could you look into
/// it? Thanks."), and so is the fuller "Thank you so much." ("What you wrote expresses fears
/// like mine. Thank you so much.").
fn thanks_a_complaint(units: &[Unit<'_>], before: SentenceBefore<'_, '_>) -> bool {
    if !matches!(
        units.first().map(|unit| unit.key),
        Some("thanks" | "cheers")
    ) {
        return false;
    }
    let stressed = |keys: &[&str]| units.len() == 1 + keys.len() && keys_at(units, 1, keys);
    (stressed(&["a", "lot"])
        || stressed(&["so", "much"])
        || stressed(&["for", "that"])
        || stressed(&["a", "bunch"]))
        && before.only_complained()
}

/// "Thanks Hermine for ruining my week", "thank you for wasting my time": thanks for a harm
/// done, named by a verb in "-ing" just after "for", are ironic. Not thanks for what the
/// harm was about ("thanks for dealing with the awful traffic", where the "-ing" verb after
/// "for" judges nothing).
fn thanks_for_a_harm(units: &[Unit<'_>]) -> bool {
    units.iter().enumerate().any(|(i, unit)| {
        unit.info.marker == Marker::Thanks
            && unit.score > 0.0
            && rest_of_clause(units, i)
                .take(4)
                .position(|next| next.key == "for")
                .and_then(|at| next_in_clause(units, i + at + 1))
                .map_or(false, |harm| harm.key.ends_with("ing") && harm.score < 0.0)
    })
}

/// "who decided 8am lectures were a good idea", "WHO THOUGHT THIS WAS A GOOD IDEA", "ok who
/// designed this": a sentence that opens with "who" (after "ok", "so", "seriously" or
/// "honestly" at most) and a verb of deciding or judging asks who is to blame, and the praise
/// in it is what the writer denies. Not "who knew it could be so good" (wonder), nor "who
/// won?"-like questions, whose verbs are not of deciding.
fn blames_someone_for_it(units: &[Unit<'_>]) -> bool {
    let start = usize::from(
        units.len() > 1
            && matches!(
                units[0].key,
                "ok" | "okay" | "so" | "seriously" | "honestly"
            ),
    );
    units.len() > start + 2
        && units[start].key == "who"
        && matches!(
            units[start + 1].key,
            "decided" | "thought" | "approved" | "designed" | "agreed" | "signed" | "planned"
        )
}

/// The emotion of "no way" exclaimed alone ([`exclaims_no_way`]): surprise, as "wow" has it.
static EXCLAIMED_SURPRISE: [f32; 6] = [0.0, 0.0, 0.0, 0.0, 0.4, 0.0];

/// Whether the "no" at `i` opens "no way" said as a clause of its own ("no way, they upgraded
/// us to business class?!", "No way!"), where it exclaims astonishment rather than refusing.
fn exclaims_no_way(units: &[Unit<'_>], i: usize) -> bool {
    (i == 0 || units[i].clause_break_before)
        && next_in_clause(units, i).map_or(false, |next| next.key == "way")
        && units
            .get(i + 2)
            .map_or(true, |after| after.clause_break_before)
}

/// "Oh great, another update", "Great, just great.": a word of praise exclaimed alone (after
/// "oh", "well" or "just" at most), then "another", "yet another" or the same word again, is
/// the formula of exasperation, and the sentence's praise is ironic; so is praise exclaimed
/// after "oh" or "well" before a clause that complains ("Oh great, the train is late again").
/// Not when what follows praises something itself ("Great, another win for the team!", "Oh
/// great, I'm sorry I missed it but loved the photos").
fn opens_with_ironic_praise(units: &[Unit<'_>]) -> bool {
    let exclaimed = matches!(units[0].key, "oh" | "well");
    let start = usize::from(exclaimed || units[0].key == "just");
    let praise = &units[start];
    let next = match units.get(start + 1) {
        Some(next) if next.clause_break_before => next,
        _ => return false,
    };
    let rest = &units[start + 1..];
    let another = next.key == "another"
        || (next.key == "yet" && units.get(start + 2).map_or(false, |u| u.key == "another"));
    // After "another" the praise that would be sincere names the thing itself ("another win
    // for the team"), not the clause that tells what it does ("another app that locks every
    // useful feature") nor a word in scare quotes ("another \"wellness initiative\"").
    let own_praise = if another {
        let named = rest
            .iter()
            .take_while(|unit| {
                !matches!(
                    unit.key,
                    "that" | "which" | "where" | "who" | "whose" | "when"
                )
            })
            .filter(|unit| !unit.has(flag::QUOTE_BEFORE));
        praises_of_its_own(named, praise.key)
    } else {
        praises_of_its_own(rest.iter(), praise.key)
    };
    praise.valence.map_or(false, |v| v > 0.0)
        && is_exclaimed_praise(praise.key)
        && (another
            || (next.key == "just" && units.get(start + 2).map_or(false, |u| u.key == praise.key))
            || (exclaimed && rest.iter().any(|unit| unit.score < 0.0))
            || (units[0].key == "oh" && is_exaggerated_praise(praise.key)))
        && !own_praise
}

/// Whether some unit of `units` other than the opening `praise` praises something itself
/// ([`PRAISE_OF_ITS_OWN`]).
fn praises_of_its_own<'u, 'k: 'u>(
    mut units: impl Iterator<Item = &'u Unit<'k>>,
    praise: &str,
) -> bool {
    units.any(|unit| unit.score >= PRAISE_OF_ITS_OWN && unit.key != praise)
}

/// How much praise in the rest of a sentence that opens with exclaimed praise makes the
/// opening sincere ("Great, another win for the team!", `win` 2.8): a word that only leans
/// positive names a topic or a feature ("another fitness app", `fitness` 1.1 as derived from
/// `fit`; "locks every useful feature behind a subscription", `useful` 1.4) and praises
/// nothing of the writer's.
const PRAISE_OF_ITS_OWN: f32 = 1.5;

/// "Wasted an hour on hold. Brilliant.", "…now there's a possum in the lounge. cool. great.",
/// "Super helpful.": a sentence of nothing but a word of praise (with a degree word, "oh" or
/// "just") after a sentence that only complained is the deadpan formula of exasperation, and
/// its praise is ironic. Not after a sentence with any praise of its own ("Lost my keys, but
/// found them. Brilliant.") nor one that said little either way ("Mist on the water, nobody
/// around. Perfect.").
fn praises_a_complaint(units: &[Unit<'_>], before: SentenceBefore<'_, '_>) -> bool {
    if let Some(first) = praised_start_at(units) {
        return if first == 0 {
            before.only_complained()
        } else {
            only_complains(&units[..first])
        };
    }
    units.len() <= 3
        && units.iter().any(|unit| is_exclaimed_praise(unit.key))
        && units.iter().all(|unit| {
            is_exclaimed_praise(unit.key)
                || unit.info.booster.is_some()
                || matches!(unit.key, "oh" | "just" | "how")
        })
        && before.only_complained()
}

/// "Great start to the week.", "brilliant start to the holiday", "a fantastic start to monday":
/// praise of how a stretch of time began, ending its sentence. Returns where the phrase starts
/// (with the degree words, "oh", "just", "what" or "a" before it), if that is the sentence's
/// start or a clause's: after a complaint it is the same deadpan formula as a lone "Brilliant."
/// ("Missed the train, spilled coffee down my shirt. Great start to the week.", "missed the bus
/// again, great start to the day"), and after anything else it is sincere ("chatted all the
/// way to the airport. Lovely start to the trip."). Only the last units are compared, so the
/// sentences without it cost a few compares.
fn praised_start_at(units: &[Unit<'_>]) -> Option<usize> {
    let n = units.len();
    let key = |k: usize| units[k].key;
    let start = if n >= 4 && key(n - 3) == "to" && key(n - 4) == "start" {
        n - 4
    } else if n >= 3 && key(n - 2) == "to" && key(n - 3) == "start" {
        n - 3
    } else {
        return None;
    };
    if start == 0 || !is_exclaimed_praise(key(start - 1)) {
        return None;
    }
    let mut first = start - 1;
    while first > 0
        && !units[first].clause_break_before
        && (units[first - 1].info.booster.is_some()
            || matches!(key(first - 1), "oh" | "just" | "what" | "a"))
    {
        first -= 1;
    }
    (first == 0 || units[first].clause_break_before).then_some(first)
}

/// Whether a scored sentence only complained: no praise, and its words' scores add up to
/// [`COMPLAINT_VALENCE`] below zero or further.
fn only_complains(units: &[Unit<'_>]) -> bool {
    !units.iter().any(|unit| unit.score > 0.0)
        && units.iter().map(|unit| unit.score).sum::<f32>() <= -COMPLAINT_VALENCE
}

/// How negative the sentence before a lone word of praise must be for the praise to be ironic
/// ([`praises_a_complaint`]): a plain complaint ("wasted", "ghosted" score −2.2 and −1.6), not
/// a word that only describes ("nobody around", −0.5).
const COMPLAINT_VALENCE: f32 = 1.0;

/// What a balanced verdict ([`declares_balance`]) says of the writer's feelings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Balance {
    /// Their choice is open ("I'm easy either way", "It depends what you want"): the feelings
    /// the text names are still theirs ("it sucks either way").
    Open,
    /// The whole is middling ("Mixed feelings", "Three stars", "Average hotel.") or not yet
    /// judged ("I'm on the fence"), and so is the feeling it leaves: what the words say of joy
    /// or anger is weighed down as the compound is.
    Middling,
}

/// What is left of a text's compound when its writer says the whole is balanced
/// ([`declares_balance`]): the verdict is theirs, and it is neither way.
const BALANCED_VERDICT_WEIGHT: f64 = 0.1;
/// The most sentences a text has whose balanced verdict speaks for the whole of it: a review
/// or a journal entry, not an article.
const BALANCED_VERDICT_MAX_SENTENCES: usize = 6;

/// "Mixed feelings.", "A mixed bag overall", "It evens out", "Swings and roundabouts", "it's a
/// trade-off", "either way", "It depends what you want", "Three stars", "3/5": the writer's
/// verdict that the whole is balanced. "mixed" only before a word of verdict or at the end of
/// its clause ("the results were mixed"; not "mixed berries", "mixed up"); "evens", "evened",
/// "balances", "balanced" and "either" only before "out" and "way" ("either way" only at the
/// end of its clause; not "a balanced diet"); "three" only before "stars", or before "out of
/// five" that ends its clause (not "three out of five dentists"); a mark in figures only at the
/// middle of its scale ([`MIDDLING_MARK`]); "average" only where it judges the whole
/// ([`is_an_average_verdict`]); "roundabouts" only after "swings and"; "wash" only after "a" at
/// the end of its clause; "more" only in "no more, no less"; "depends" and "depend" before a
/// question word, directly or after "on" ("Depends what matters to you", "will depend on how
/// much you like it"), and "depends" after "it" or "all" before "on" or nothing as well ("our
/// success depends on you" is no verdict, nor "you can depend on me"). The writer's verdict
/// not yet reached, each in the forms its arm in [`is_balanced_verdict`] names: "I'm on the
/// fence", "time will tell", "too early to say", "still undecided", "haven't decided", "still
/// deciding", "I can't decide whether", "I'm torn", "make of that what you will"; and
/// "neither" between opposites ("neither good nor bad"), "has its pros and cons"; the writer
/// at a loss ("not sure what to make of it", "not sure what I think"), a middle ground
/// ("somewhere in between"), two sides "in equal measure", and a split audience ("some will
/// love it, others won't", an open verdict: [`splits_its_audience`]). None
/// negated (but for "haven't decided" and "can't decide"), none after "only" ("only 3
/// stars" falls short), and none before a contrast in its sentence.
/// Returns what the first verdict of the sentence says ([`Balance`]).
fn declares_balance(units: &[Unit<'_>]) -> Option<Balance> {
    // The first verdict speaks for its sentence.
    (0..units.len())
        .find(|&i| units[i].info.marker == Marker::Balanced && is_balanced_verdict(units, i))
        .map(|i| match units[i].key {
            "either" | "depends" | "depend" | "others" => Balance::Open,
            _ => Balance::Middling,
        })
}

/// Whether the unit at `i` gives a balanced verdict (see [`declares_balance`]). Out of line:
/// the verdicts are rare, and inlined its many arms were copied into the sentence loop.
#[inline(never)]
fn is_balanced_verdict(units: &[Unit<'_>], i: usize) -> bool {
    let unit = &units[i];
    // "a mixed bag, but I loved it overall": a contrast after it turns the verdict (not the
    // "yet" of "haven't decided yet").
    // ("no more, no less" is its own negation.)
    // "only 3 stars" says the mark falls short. ("haven't decided" and "can't decide" are
    // verdicts by their negation.)
    if unit.info.marker != Marker::Balanced
        || (!matches!(unit.key, "more" | "decided" | "decide")
            && previous_in_clause(units, i)
                .map_or(false, |before| before.info.negation || before.key == "only"))
        || (i + 1..units.len())
            .any(|k| units[k].info.marker == Marker::Although || pivots_a_contrast(units, k))
    {
        return false;
    }
    let next = next_in_clause(units, i).map(|next| next.key);
    match unit.key {
        "mixed" => matches!(
            next,
            None | Some(
                "feelings"
                    | "bag"
                    | "reviews"
                    | "results"
                    | "day"
                    | "week"
                    | "review"
                    | "response"
                    | "reaction"
                    | "emotions"
                    | "picture"
                    | "blessing"
                    | "experience"
            )
        ),
        "evens" | "evened" | "balances" | "balanced" => next == Some("out"),
        // A middling rating is a balanced verdict ("Three stars. Good sound, poor battery",
        // "Solid three out of five").
        "three" => {
            matches!(next, Some("stars" | "star"))
                || (next == Some("out")
                    && units.get(i + 2).map(|of| of.key) == Some("of")
                    && units.get(i + 3).map(|top| top.key) == Some("five")
                    && clause_ends_before(units, i + 4))
        }
        // At the end of its clause ("I'm easy either way"); opening one, it is "in any
        // case" before a verdict ("Either way I'm screwed", "either way, can't go wrong").
        "either" => {
            next == Some("way")
                && previous_in_clause(units, i).is_some()
                && clause_ends_before(units, i + 2)
        }
        // "It depends", "it all depends on what you want", "Depends what you're after"; not
        // "an industry that depends on…" nor "you can depend on me", which take no question.
        "depends" | "depend" => {
            let question = |key: Option<&str>| {
                matches!(
                    key,
                    Some("what" | "who" | "how" | "whether" | "if" | "what's" | "who's")
                )
            };
            question(next)
                || (next == Some("on") && question(units.get(i + 2).map(|unit| unit.key)))
                || (unit.key == "depends"
                    && i > 0
                    && matches!(units[i - 1].key, "it" | "all")
                    && matches!(next, None | Some("on")))
        }
        "average" => is_an_average_verdict(units, i),
        "roundabouts" => i >= 2 && units[i - 1].key == "and" && units[i - 2].key == "swings",
        // "It's a wash", "I'd call it a wash": the sense of a draw ends its clause (not "put a
        // wash on", "a wash bag").
        "wash" => i >= 1 && units[i - 1].key == "a" && clause_ends_before(units, i + 1),
        // The writer has no verdict yet.
        // "I'm on the fence", "still on the fence about it" (not "the robin was back on the
        // fence", "if you're on the fence, buy it").
        "fence" => {
            i >= 3
                && keys_before(units, i, &["on", "the"])
                && (is_the_writer_being(units[i - 3].key)
                    || matches!(
                        units[i - 3].key,
                        "still"
                            | "honestly"
                            | "firmly"
                            | "really"
                            | "bit"
                            | "somewhat"
                            | "kinda"
                            | "remain"
                            | "remains"
                    ))
        }
        // "Time will tell", "too early to say whether it helps", "too soon to tell".
        "tell" | "say" => {
            (unit.key == "tell" && keys_before(units, i, &["time", "will"]))
                || keys_before(units, i, &["too", "early", "to"])
                || keys_before(units, i, &["too", "soon", "to"])
        }
        // The writer's own indecision, not someone else's ("Many voters remain undecided",
        // "NBC hasn't decided on times", "the film can't decide if it's a comedy").
        // "Still undecided.", "genuinely undecided about it" (not "undecided voters").
        "undecided" => {
            previous_in_clause(units, i).map_or(true, |before| {
                is_the_writer_being(before.key)
                    || matches!(
                        before.key,
                        "still"
                            | "genuinely"
                            | "honestly"
                            | "totally"
                            | "completely"
                            | "really"
                            | "bit"
                    )
            }) && matches!(
                next,
                None | Some("about" | "on" | "whether" | "if" | "between" | "yet")
            )
        }
        // "Haven't decided yet", "I haven't yet decided what I think", "I've not decided".
        "decided" => {
            keys_before(units, i, &["haven't"])
                || keys_before(units, i, &["havent"])
                || keys_before(units, i, &["haven't", "yet"])
                || keys_before(units, i, &["i've", "not"])
                || keys_before(units, i, &["we've", "not"])
        }
        "deciding" => keys_before(units, i, &["still"]),
        // "Can't decide whether I'd recommend it", "I can't decide between the two" (not "can't
        // decide which one I love more", a choice among good things).
        "decide" => {
            let cannot = |key: &str| matches!(key, "can't" | "cannot" | "couldn't");
            i >= 1
                && keys_unbroken(units, i - 1, i)
                && cannot(units[i - 1].key)
                && previous_in_clause(units, i - 1).map_or(true, |subject| {
                    matches!(
                        subject.key,
                        "i" | "we" | "still" | "honestly" | "genuinely" | "really"
                    )
                })
                && matches!(next, Some("whether" | "if" | "between"))
        }
        // "Honestly, I'm torn.", "I'm genuinely torn between them" (not "a torn ligament",
        // "torn apart").
        "torn" => {
            let of_the_writer = |k: usize| {
                is_the_writer_being(units[k].key)
                    || matches!(units[k].key, "feel" | "feeling" | "felt")
                    || (matches!(units[k].key, "was" | "were")
                        && k >= 1
                        && matches!(units[k - 1].key, "i" | "we"))
            };
            let adverb = |k: usize| {
                matches!(
                    units[k].key,
                    "honestly"
                        | "genuinely"
                        | "really"
                        | "truly"
                        | "so"
                        | "totally"
                        | "completely"
                        | "still"
                        | "bit"
                        | "little"
                        | "kinda"
                        | "quite"
                )
            };
            matches!(next, None | Some("about" | "between" | "on" | "over"))
                && (1..=3).any(|back| {
                    i >= back
                        && keys_unbroken(units, i - back, i)
                        && of_the_writer(i - back)
                        && (i - back + 1..i).all(adverb)
                })
        }
        // "Make of that what you will": the reader's verdict, not the writer's. "Not sure what
        // to make of it", "I don't know what to make of this film": none yet.
        "make" => {
            keys_at(units, i, &["make", "of"])
                && ((keys_at(units, i + 3, &["what", "you", "will"])
                    && keys_unbroken(units, i + 1, i + 3)
                    && matches!(units[i + 2].key, "that" | "it" | "this"))
                    || (keys_before(units, i, &["what", "to"]) && at_a_loss(units, i - 2)))
        }
        // "Not sure what I think of it yet", "I don't know what I think".
        "think" => keys_before(units, i, &["what", "i"]) && at_a_loss(units, i - 2),
        // "I was somewhere in between", "Mood: somewhere in the middle." (not "somewhere in the
        // middle of the night", "somewhere in the crowd").
        "somewhere" => {
            (keys_at(units, i + 1, &["in", "between"]) && clause_ends_before(units, i + 3))
                || (keys_at(units, i + 1, &["in", "the", "middle"])
                    && clause_ends_before(units, i + 4))
        }
        // "Some will love it, others won't", "Readers who like that style will enjoy it;
        // others may not": the verdict is the reader's, and readers split.
        "others" => splits_its_audience(units, i),
        // "Good and bad in equal measure", "strengths and weaknesses in roughly equal measure".
        "measure" => {
            let before_in = if keys_before(units, i, &["in", "equal"]) {
                i - 2
            } else if keys_before(units, i, &["in", "roughly", "equal"]) {
                i - 3
            } else {
                return false;
            };
            // The pair just before "in", or before a noun before it ("good and bad points").
            (3..=4).any(|back| {
                before_in >= back
                    && keys_unbroken(units, before_in - back, before_in)
                    && names_both_sides(units, before_in - back)
            })
        }
        // "Neither good nor bad", "neither better nor worse than the first": a middling verdict
        // in opposite words.
        "neither" => {
            // The word after "nor", past a degree word ("nor terribly funny" is no opposite).
            let second = match units.get(i + 3) {
                Some(degree) if degree.info.booster.is_some() => i + 4,
                _ => i + 3,
            };
            let valence = |k: usize| units.get(k).and_then(|unit| unit.valence).unwrap_or(0.0);
            units.get(i + 2).map(|nor| nor.key) == Some("nor")
                && keys_unbroken(units, i, second)
                && valence(i + 1) * valence(second) < 0.0
        }
        // "The flat has pros and cons.", "Pros and cons." (not "a list of pros and cons").
        "pros" => {
            units.get(i + 1).map(|and| and.key) == Some("and")
                && units.get(i + 2).map(|cons| cons.key) == Some("cons")
                && keys_unbroken(units, i, i + 2)
                && previous_in_clause(units, i).map_or(true, |before| {
                    matches!(before.key, "has" | "have" | "had" | "its" | "their")
                })
                && (clause_ends_before(units, i + 3) || matches!(units[i + 3].key, "on" | "both"))
        }
        // "No more, no less", "Nothing more, nothing less": exactly what it says.
        "more" => {
            let none = |k: usize| matches!(units[k].key, "no" | "nothing");
            i >= 1
                && none(i - 1)
                && units.len() > i + 2
                && none(i + 1)
                && units[i + 2].key == "less"
        }
        _ => true,
    }
}

/// Whether the unit at `k` says the writer does not know, just before "what": "not sure",
/// "don't know", "no idea", "unsure".
fn at_a_loss(units: &[Unit<'_>], k: usize) -> bool {
    k >= 1
        && keys_unbroken(units, k - 1, k)
        && match units[k - 1].key {
            "unsure" => true,
            "sure" | "know" | "idea" | "clue" => {
                previous_in_clause(units, k - 1).map_or(false, |before| before.info.negation)
            }
            _ => false,
        }
}

/// Whether "others" at `i` opens the second half of a split audience: it opens its clause
/// (after a comma, "and", "while" or "whereas") before a modal or "find", and the clause before it,
/// in the same sentence, names some of the audience ("some", "fans", "readers", …).
fn splits_its_audience(units: &[Unit<'_>], i: usize) -> bool {
    let opens_clause = units[i].clause_break_before
        || (i >= 1 && matches!(units[i - 1].key, "and" | "while" | "whereas"));
    let modal = next_in_clause(units, i).map_or(false, |next| {
        matches!(
            next.key,
            "will" | "won't" | "may" | "might" | "could" | "would" | "find" | "probably"
        )
    });
    opens_clause
        && modal
        && units[..i].iter().any(|unit| {
            matches!(
                unit.key,
                "some" | "fans" | "readers" | "viewers" | "listeners" | "people" | "those"
            )
        })
}

/// Whether the units from `k` are two sides joined by "and": "good and bad", "highs and lows".
fn names_both_sides(units: &[Unit<'_>], k: usize) -> bool {
    units[k + 1].key == "and"
        && matches!(
            (units[k].key, units[k + 2].key),
            ("good", "bad")
                | ("bad", "good")
                | ("highs", "lows")
                | ("ups", "downs")
                | ("hits", "misses")
                | ("strengths", "weaknesses")
                | ("positives", "negatives")
                | ("pluses", "minuses")
                | ("pros", "cons")
        )
}

/// Whether `key` opens the cause, the agent or the occasion of a verb ("with", "by", "due",
/// "after", …), which a verb of lessening does not act on. Out of line: only a verb of
/// lessening asks, and inlined its compares were copied into the sentence loop.
#[inline(never)]
fn opens_a_cause(key: &str) -> bool {
    matches!(
        key,
        "with" | "by" | "due" | "because" | "after" | "amid" | "following" | "since"
    )
}

/// Whether the clause of the negation at `i` ends with "once", not "for once", "at once" or
/// "more than once": "didn't stop once", "haven't opened my work email once".
fn denies_even_once(units: &[Unit<'_>], i: usize) -> bool {
    let end = i + rest_of_clause(units, i).count();
    end > i + 1 && units[end].key == "once" && !matches!(units[end - 1].key, "for" | "at" | "than")
}

/// "Agreed to move the launch to May", "We agreed to review courier contracts": the verb of
/// consent at `i` ([`Marker::Consents`]), reporting a decision of the writer's own side
/// ([`reports_a_decision`]), approves nothing, and its valence and emotion are used up
/// ("Agreed.", "I agreed with every word" and "the landlord agreed to let us keep the dog"
/// keep theirs). It runs with the change rules ([`apply_change`]), out of the sentence loop,
/// where the code of a rule this rare costs every sentence. Returns whether it used it up.
#[inline(never)]
fn withhold_approval_of_a_decision(units: &mut [Unit<'_>], i: usize) -> bool {
    if units[i].score == 0.0 || !reports_a_decision(units, i) {
        return false;
    }
    units[i].use_up();
    units[i].emotion = None;
    true
}

/// "Energy company to refund £20m to customers who were overcharged", "Fraud victims to be
/// reimbursed in full", "Tenants to receive compensation after court rules
/// deposits were wrongly withheld": a remedy paid ([`Marker::Repays`]) reported as granted ("to"
/// just before it after a word of its clause, or "receive", "win", "be", "been" or "fully"
/// within [`REMEDY_REACH`] units before it) is the news, and the harm it repairs, anywhere in the sentence, is no
/// longer scored: the remedy scores [`REMEDY_PAID`]. Not in a sentence of the first person,
/// where a refund is mostly the end of the writer's complaint ("I returned it and got a
/// refund", "I want one payment refunded"), nor after a negation or a verb of not doing
/// ("refused to refund"). Returns whether it scored one.
#[inline(never)]
fn report_a_remedy_paid(units: &mut [Unit<'_>], i: usize) -> bool {
    // "to" just before it, after its subject or a verb ("Airline to refund", "agrees to
    // refund"; not "To repay its debts, …" nor "the only way to get a refund"); the others
    // within reach ("to receive compensation", "been fully reimbursed").
    let granted = (i >= 2 && units[i - 1].key == "to" && keys_unbroken(units, i - 2, i))
        || (1..=REMEDY_REACH).any(|back| {
            i >= back
                && keys_unbroken(units, i - back, i)
                && matches!(
                    units[i - back].key,
                    "receive" | "receives" | "win" | "wins" | "be" | "been" | "fully"
                )
        });
    let in_person = units.iter().any(|unit| unit.info.cues & cue::PERSON != 0);
    let denied = units[..i]
        .iter()
        .any(|unit| unit.info.negation || unit.info.marker == Marker::NotDone);
    if !granted || in_person || denied {
        return false;
    }
    for unit in units.iter_mut() {
        if unit.score < 0.0 && unit.may_turn() {
            unit.use_up();
            unit.emotion = None;
        }
    }
    units[i].score = REMEDY_PAID;
    units[i].emotion = None;
    true
}

/// How many units before a word of a remedy paid [`report_a_remedy_paid`] looks for what grants
/// it: "to receive compensation", "been fully reimbursed".
const REMEDY_REACH: usize = 3;

/// The score of a remedy reported as granted ([`report_a_remedy_paid`]): good news for those it
/// repairs, as `rescued` (1.5) is.
const REMEDY_PAID: f32 = 1.5;

/// Whether the verb of consent at `i` ([`Marker::Consents`]) reports the writer's side's own
/// decision: its subject is "we", "I" or none ("Agreed to move the launch", "noted the report
/// and agreed to review it"), not another party that concedes something ("the landlord agreed
/// to let us keep the dog", good news); and it goes on with "to" and a word that opens no noun
/// phrase ("agreed to move", not "agreed to this", "agreed to a pilot project").
fn reports_a_decision(units: &[Unit<'_>], i: usize) -> bool {
    previous_in_clause(units, i).map_or(true, |subject| {
        matches!(subject.key, "we" | "i" | "and" | "all" | "both")
    }) && next_in_clause(units, i).map_or(false, |to| to.key == "to")
        && next_in_clause(units, i + 1).map_or(false, |verb| {
            verb.kind == TokenKind::Word
                && !is_determiner(verb.key)
                && !is_object_pronoun(verb.key)
                && !matches!(verb.key, "some" | "all" | "only")
        })
}

/// Whether `key` says the writer is in a state: "i'm", "im", "am", "we're" ("I'm on the
/// fence", "I'm torn").
fn is_the_writer_being(key: &str) -> bool {
    matches!(key, "i'm" | "im" | "am" | "we're")
}

/// Whether the units just before `i` are `keys`, in order, in the clause of `i`.
fn keys_before(units: &[Unit<'_>], i: usize, keys: &[&str]) -> bool {
    i >= keys.len()
        && keys_unbroken(units, i - keys.len(), i)
        && keys_at(units, i - keys.len(), keys)
}

/// Whether the units from `i` on are `keys`, in order, in one clause.
fn keys_at(units: &[Unit<'_>], i: usize, keys: &[&str]) -> bool {
    units.len() >= i + keys.len()
        && keys_unbroken(units, i, i + keys.len() - 1)
        && units[i..]
            .iter()
            .zip(keys)
            .all(|(unit, key)| unit.key == *key)
}

/// Whether the units `from..=to` stand in one clause (no clause break between them).
fn keys_unbroken(units: &[Unit<'_>], from: usize, to: usize) -> bool {
    to < units.len()
        && units[from + 1..=to]
            .iter()
            .all(|unit| !unit.clause_break_before)
}

/// Whether the clause of the units before `k` ends there: the sentence ends, punctuation
/// breaks it, or an emoji, emoticon or interjection stands outside its words.
fn clause_ends_before(units: &[Unit<'_>], k: usize) -> bool {
    units
        .get(k)
        .map_or(true, |after| after.clause_break_before || after.outside)
}

/// "Average hotel.", "Overall, average.", "It's an average phone for an average price.", "An
/// average washing machine overall.": "average" as the writer's verdict on the whole, which
/// the sentence is short enough to be (nothing before it but a few words that lead to a verdict,
/// and at most two after it), or which "overall" says it is. Not a measure ("an average of
/// £120", "Average rents rise to record levels", "Day 12: average 6h 50m"), a comparison
/// ("better than average", "above average"), or the typical one ("your average film", "the
/// average worker").
fn is_an_average_verdict(units: &[Unit<'_>], i: usize) -> bool {
    let leads_to_a_verdict = |key: &str| {
        matches!(
            key,
            "a" | "an"
                | "it's"
                | "its"
                | "it"
                | "is"
                | "was"
                | "this"
                | "that's"
                | "pretty"
                | "just"
                | "perfectly"
                | "fairly"
                | "overall"
        )
    };
    let before = i.checked_sub(1).map(|k| units[k].key);
    let measure_or_comparison = matches!(
        before,
        Some("than" | "above" | "below" | "on" | "the" | "your" | "their" | "our" | "of")
    ) || units.get(i + 1).map(|next| next.key) == Some("of");
    !measure_or_comparison
        && (units.iter().any(|unit| unit.key == "overall")
            || (units.len() - i <= 3 && units[..i].iter().all(|unit| leads_to_a_verdict(unit.key))))
}

/// "How is that acceptable?", "How can anyone like this?": a question that opens with "how",
/// a form of be and "that" or "this", or "can" or "could" and someone unnamed, asks how the
/// praise in it could be, and denies it. Not a question about something ("How was your
/// holiday, good?", "How do you like it?"), nor graded praise ("How is that so good?" wonders).
fn asks_how_it_could_be(units: &[Unit<'_>]) -> bool {
    units.len() > 3
        && units[0].key == "how"
        && match units[1].key {
            "is" | "was" | "are" | "were" => matches!(units[2].key, "that" | "this"),
            "can" | "could" => matches!(
                units[2].key,
                "anyone" | "anybody" | "someone" | "somebody" | "people"
            ),
            _ => false,
        }
        && !units.iter().any(|unit| unit.boost > 0.0)
}

/// "Is it safe to charge an electric car in the rain?", "Which is better for a beginner?",
/// "What's the best way to get sap off car paint?", "Can anyone recommend a decent charger?": a
/// question that asks which thing has a quality, or whether one has it, names the quality it
/// seeks and says nothing of the writer's; the quality is used up (other words keep their
/// weight: "Is it worth it after that awful update?"). Only these openings: a question that
/// opens otherwise may be rhetorical ("Isn't it wonderful?", "Why is it so good?"). Returns
/// whether it used one up.
#[inline(never)]
fn ask_which_is_good(units: &mut [Unit<'_>]) -> bool {
    let first = units.first().map_or("", |unit| unit.key);
    let second = units.get(1).map_or("", |unit| unit.key);
    let sought = match first {
        // "Is it worth …", "Is it really safe …", "Is there a better …"
        "is" | "are" if matches!(second, "it" | "this" | "there") => {
            let at = if units.get(2).map_or(false, |unit| {
                matches!(unit.key, "really" | "actually" | "still")
            }) {
                3
            } else {
                2
            };
            units
                .get(at)
                .map_or(false, |unit| is_quality_sought(unit.key))
                .then(|| at..at + 1)
        }
        // "What's the best …", "Which is better …", "Which ones send the most reliable …"
        "what's" | "whats" | "what" | "which" => units
            .iter()
            .take(5)
            .position(|unit| is_quality_sought(unit.key))
            .map(|at| at..at + 1),
        // "Can anyone recommend a decent …": the praise names what is sought.
        "can" | "could"
            if matches!(
                second,
                "anyone" | "someone" | "somebody" | "anybody" | "you"
            ) && units
                .get(2)
                .map_or(false, |unit| matches!(unit.key, "recommend" | "suggest")) =>
        {
            Some(2..units.len())
        }
        _ => None,
    };
    let mut used = false;
    for unit in units[sought.unwrap_or(0..0)].iter_mut() {
        if unit.score > 0.0 && unit.may_turn() {
            unit.use_up();
            unit.emotion = None;
            used = true;
        }
    }
    used
}

/// The qualities a question asks about ([`ask_which_is_good`]).
fn is_quality_sought(key: &str) -> bool {
    matches!(
        key,
        "best"
            | "better"
            | "safe"
            | "safer"
            | "safest"
            | "worth"
            | "worthwhile"
            | "easiest"
            | "easier"
            | "cheapest"
            | "quickest"
            | "most"
            | "true"
            | "normal"
            | "ok"
            | "okay"
            | "fine"
            | "possible"
    )
}

/// Emoji, emoticons and interjections ("lol", "ugh") say how the writer feels, outside the
/// grammar of the words around them: negation and degree words do not reach them, and the
/// rules about what the words present (titles, link captions, repeated evidence) leave them
/// alone.
fn outside_the_words(kind: TokenKind, info: &WordInfo) -> bool {
    matches!(kind, TokenKind::Emoji | TokenKind::Emoticon)
        || matches!(info.marker, Marker::Interjection | Marker::SignOff)
}

/// Whether the unit at `i` signs a message off: its sentence's last word in lower case, with
/// nothing after it but emoji or emoticons ("have fun x", "But I do =D xx").
fn signs_off(units: &[Unit<'_>], i: usize) -> bool {
    units[i].has(flag::LOWER_START)
        && units[i + 1..]
            .iter()
            .all(|unit| matches!(unit.kind, TokenKind::Emoji | TokenKind::Emoticon))
}

/// Scales the score of every scoring unit by `weight` and notes why; with `words_only`, emoji,
/// emoticons and interjections ([`outside_the_words`]) keep theirs.
fn weigh(units: &mut [Unit<'_>], weight: f32, note: u16, words_only: bool) {
    weigh_all_but(units, weight, note, |unit| words_only && unit.outside);
}

/// Scales the score of every scoring unit that is not `spared` by `weight` and notes why.
fn weigh_all_but(
    units: &mut [Unit<'_>],
    weight: f32,
    note: u16,
    spared: impl Fn(&Unit<'_>) -> bool,
) {
    for unit in units {
        if unit.score != 0.0 && !spared(unit) {
            unit.score *= weight;
            unit.notes.add(note);
        }
    }
}

/// A sentence is in Title Case, as headlines, titles and names are, when after its first unit
/// at least three words have four letters or more (shorter ones, "a", "of", "the", "and", are
/// often left in lower case in titles) and three quarters of those are capitalised (not in
/// ALL CAPS); hashtags and mentions do not count.
fn in_title_case(long_words: usize, capitalised: usize) -> bool {
    long_words >= 3 && capitalised * 4 >= long_words * 3
}

/// The evidence of a sentence's words, for diminishing repeated evidence: a sentence's word
/// scores are scaled by `damped / raw`, where `raw` is their total absolute valence and
/// `damped` counts, for each polarity, the strongest word fully and every further word
/// `REPEAT_WEIGHT`: "good, nice and fun" is not three times "good". The factor is the same for
/// every word, so the balance between positive and negative words, and the sign of their sum,
/// do not change; a sentence with one sentiment word of each polarity is unchanged. Emoji,
/// emoticons and interjections stand outside the words' grammar and keep their full valence:
/// `great :)` is the words' praise plus the writer's smile.
#[derive(Default)]
struct RepeatedEvidence {
    positive: f32,
    strongest_positive: f32,
    negative: f32,
    strongest_negative: f32,
}

impl RepeatedEvidence {
    /// Counts a word's score.
    fn add(&mut self, v: f32) {
        if v > 0.0 {
            self.positive += v;
            self.strongest_positive = larger(self.strongest_positive, v);
        } else if v < 0.0 {
            self.negative -= v;
            self.strongest_negative = larger(self.strongest_negative, -v);
        }
    }

    /// What the words' scores are multiplied by: `damped / raw`, or 1 when nothing repeats.
    fn factor(&self) -> f32 {
        let raw = self.positive + self.negative;
        let damped = self.strongest_positive
            + REPEAT_WEIGHT * (self.positive - self.strongest_positive)
            + self.strongest_negative
            + REPEAT_WEIGHT * (self.negative - self.strongest_negative);
        if raw > 0.0 && damped < raw {
            damped / raw
        } else {
            1.0
        }
    }
}

/// The larger of two numbers that are not NaN. `f32::max` also handles NaN, and in wasm it is
/// a call to a library routine.
fn larger(a: f32, b: f32) -> f32 {
    if b > a {
        b
    } else {
        a
    }
}

/// Negates `v`, the valence of the word being scored, and records that it was negated.
fn negate_noted(v: &mut f32, negated: &mut bool, notes: &mut Notes) {
    *v = negate(*v);
    *negated = true;
    notes.add(Notes::NEGATED);
}

/// Whether the negation at `negation`, in a sentence that ends as a question, asks for
/// agreement with what it names rather than denying it: a negated auxiliary at the start of a
/// clause ("Isn't it great?", "Wouldn't that be nice?", "Don't you love it?", "It's lovely,
/// isn't it?"). Negative polar questions are biased towards the positive answer (Ladd 1981; Romero
/// & Han, "On negative yes/no questions", 2004), so the negation negates nothing and does
/// not count as a negation with nothing to negate. So do the rhetorical questions of who and
/// what, whose answer is "nobody" and "nothing": "Who doesn't love pizza?", "What's not to
/// like?". "Why didn't it work?" and "Not bad?" are not: the auxiliary is not the clause's
/// first word, or there is no auxiliary.
fn asks_for_agreement(units: &[Unit<'_>], negation: usize) -> bool {
    let unit = &units[negation];
    let opens_clause = |k: usize| k == 0 || units[k].clause_break_before;
    let auxiliary = unit.key.ends_with("n't") || unit.key.ends_with("nt");
    (auxiliary && opens_clause(negation))
        || (negation > 0
            && opens_clause(negation - 1)
            && !unit.clause_break_before
            && matches!(units[negation - 1].key, "who" | "what's" | "whats")
            && (auxiliary || unit.key == "not"))
}

/// Whether the word at `i` is graded by the ironic comparison "about as … as" that opens with
/// the "about" at `about`, within one clause ("about as interesting as an insurance
/// commercial", "about as exciting to watch as two last place teams", "about as much fun as a
/// root canal"): it says the opposite of the word (Veale & Hao, "Detecting Ironic Intent in
/// Creative Comparisons", ECAI 2010, find most "about as" similes on the web ironic). Only
/// praise is turned: "about as bad as it gets" means what it says. Not a comparison closed by
/// what makes it a plain superlative: "about as good as it gets", "as they come", "as a
/// documentary can get", "as possible", "as can be".
fn ironic_comparison_at(units: &[Unit<'_>], about: usize, i: usize) -> bool {
    let opens = units[about + 1].key == "as"
        && match i - about {
            2 => true,
            3 => matches!(units[about + 2].key, "much" | "many"),
            _ => false,
        };
    if !opens {
        return false;
    }
    let mut clause = rest_of_clause(units, i);
    clause.any(|unit| unit.key == "as")
        && !clause.take(4).any(|unit| {
            matches!(
                unit.key,
                "get" | "gets" | "come" | "comes" | "possible" | "imaginable" | "be"
            )
        })
}

/// Whether the negation at `negation` makes the comparative at `word` a superlative of the
/// same sign rather than negating it: "never been happier", "nothing better than coffee",
/// "nowhere worse" say that nothing compares; so does a negated "can" or "could" ("couldn't
/// be happier", "can't get any worse"): what cannot be exceeded is the most. A comparative
/// made with "more" before the word counts ("never been more proud"; not "nothing more than
/// petty theft", where "more than" is "merely"), and within `SCOPE` words after it when the
/// negation is of "could" ("couldn't agree more"; "can't help more" says what one is unable to
/// do). Not other negations: "it isn't better" denies the comparison. After "never" or
/// "nothing", not when a form of "get" comes between, which makes the comparative a change
/// that did not happen ("it never gets better", "nothing got easier"); after "can't" or
/// "couldn't", not before "than", which denies the comparison ("it can't be worse than last
/// year").
/// `possibility` is what [`denied_possibility`] says of the negation.
fn nothing_compares(
    units: &[Unit<'_>],
    negation: usize,
    word: usize,
    possibility: Option<Possibility>,
) -> bool {
    let of_everything = matches!(units[negation].info.marker, Marker::Never | Marker::NoneOf);
    let of_possibility = if of_everything { None } else { possibility };
    if !of_everything && of_possibility.is_none() {
        return false;
    }
    let between = &units[negation + 1..word];
    let next = next_in_clause(units, word).map(|next| next.key);
    let comparative = units[word].info.marker == Marker::Comparative
        || (between.iter().any(|unit| unit.key == "more")
            && !between.iter().any(|unit| unit.key == "than"))
        || (of_possibility == Some(Possibility::Could) && key_follows(units, word, "more"));
    comparative
        && if of_everything {
            !between.iter().any(|unit| is_get_form(unit.key))
        } else {
            next != Some("than")
        }
}

/// Whether the word at `word`, graded by a degree word beside it ("this sore", "so happy",
/// "laughed that hard"), is followed in its clause by a stretch of time ("in a while", "in
/// years", "for a long time", "since"). After a negation that says the degree was not reached
/// in all that time, which is emphasis: "haven't been this sore in a while", "I have not been
/// this disappointed by a movie in a long time", "haven't slept this well in months".
fn unequalled_in_time(units: &[Unit<'_>], word: usize) -> bool {
    // The stretch of time makes "this" or "that" a degree word after any verb ("haven't slept
    // this well in months"), not only after a linking verb.
    let degree_before = graded_before(units, word)
        || previous_in_clause(units, word)
            .map_or(false, |before| matches!(before.key, "this" | "that"));
    if !degree_before && !grades_the_next(units, word) {
        return false;
    }
    // The frame opens within a few words of the word ("by a movie in a long time").
    let clause = rest_of_clause(units, word)
        .take(TIME_FRAME_REACH)
        .map(|unit| unit.key);
    let mut previous = "";
    let mut opened = 0usize;
    for key in clause {
        if key == "since" {
            return true;
        }
        if matches!(key, "in" | "for") {
            opened = 3;
        } else if opened > 0 {
            opened -= 1;
            let stretch = matches!(
                key,
                "while"
                    | "awhile"
                    | "ages"
                    | "forever"
                    | "years"
                    | "months"
                    | "weeks"
                    | "decades"
                    | "lifetime"
            ) || (key == "time" && previous == "long");
            if stretch {
                return true;
            }
        }
        previous = key;
    }
    false
}

/// Whether a degree word stands just before the word at `word`: "so" or "such" ("so happy"),
/// or "this" or "that" after a linking verb ("been this sore", "felt that good"), where it
/// cannot be a determiner ("let this die", "this problem").
fn graded_before(units: &[Unit<'_>], word: usize) -> bool {
    match previous_in_clause(units, word).map(|before| before.key) {
        Some("so" | "such") => true,
        Some("this" | "that") => {
            previous_in_clause(units, word - 1).map_or(false, |verb| is_linking_verb(verb.key))
        }
        _ => false,
    }
}

/// A form of "be" or a verb of seeming, which links a subject to what is said of it ("was
/// funny", "seemed to care").
fn is_linking_verb(key: &str) -> bool {
    matches!(
        key,
        "been"
            | "be"
            | "am"
            | "is"
            | "are"
            | "was"
            | "were"
            | "felt"
            | "feel"
            | "feels"
            | "looked"
            | "looks"
            | "seemed"
            | "seems"
            | "sounded"
            | "sounds"
    )
}

/// Whether "so", "that" or "this" after the word at `word` grades a word with a valence or a
/// degree of its own, or "much": "laughed so hard", "enjoyed that much"; not "enjoyed that
/// movie".
fn grades_the_next(units: &[Unit<'_>], word: usize) -> bool {
    matches!(next_in_clause(units, word), Some(next) if matches!(next.key, "so" | "that" | "this"))
        && next_in_clause(units, word + 1).map_or(false, |graded| {
            graded.valence.is_some() || graded.info.booster.is_some() || graded.key == "much"
        })
}

/// How many units after a graded word [`unequalled_in_time`] looks for its stretch of time.
const TIME_FRAME_REACH: usize = 8;

/// A form of "get", which makes a comparative a change ("it never gets better").
fn is_get_form(key: &str) -> bool {
    matches!(key, "get" | "gets" | "got" | "getting" | "gotten")
}

/// Whether `key` is one of the `SCOPE` units after `word` in its clause.
fn key_follows(units: &[Unit<'_>], word: usize, key: &str) -> bool {
    rest_of_clause(units, word)
        .take(SCOPE)
        .any(|unit| unit.key == key)
}

/// Whether the negation of a possibility at `negation` ([`denied_possibility`]) denies that one
/// can do enough of what the word at `word` says: "can't praise it highly enough", "cannot
/// recommend it enough", "can't say enough good things". Saying that no amount is enough is
/// the most that can be said: emphasis. The "enough" after the word may follow a long object
/// ("can't praise the power network enough"), within [`ENOUGH_REACH`] units of its clause.
fn cannot_do_enough(units: &[Unit<'_>], negation: usize, word: usize) -> bool {
    units[negation + 1..word]
        .iter()
        .any(|unit| unit.key == "enough")
        || rest_of_clause(units, word)
            .take(ENOUGH_REACH)
            .any(|unit| unit.key == "enough")
}

/// How far after the word of "can't praise … enough" its "enough" may stand.
const ENOUGH_REACH: usize = 6;

/// Whether the comparative at `word` ends "get any … than" ("it doesn't get any better than
/// this", "it don't get any better then the nikon"): nothing goes beyond what is compared, so
/// the negation before it is emphasis. Without "any" and "than" it is a change that did not
/// happen ("it doesn't get better").
fn gets_no_better_than(units: &[Unit<'_>], word: usize) -> bool {
    units[word].info.marker == Marker::Comparative
        && word >= 2
        && units[word - 1].key == "any"
        && is_get_form(units[word - 2].key)
        && next_in_clause(units, word).map_or(false, |next| matches!(next.key, "than" | "then"))
}

/// Whether "no" at `negation` and the comparative just after it at `word` qualify a noun
/// with nothing named to compare it with: "No better feeling after a long day", "there's no
/// better camera out there". There is none better than the one meant, which is the best: the
/// negation is emphasis. Not where "than" names the other in the clause, as often a jibe ("no
/// better film than Half Past Dead", "for no better reason than that the screenplay demands
/// it") as praise, nor a comparative that ends its clause or goes on to "or" or "off" ("It's no
/// better.", "no better or worse", "no better off"), which deny the comparison.
fn names_none_better(units: &[Unit<'_>], negation: usize, word: usize) -> bool {
    units[negation].info.marker == Marker::No
        && word == negation + 1
        && units[word].info.marker == Marker::Comparative
        && next_in_clause(units, word).map_or(false, |next| {
            next.kind == TokenKind::Word
                && next.info.marker == Marker::None
                && !matches!(
                    next.key,
                    "or" | "off" | "at" | "for" | "in" | "now" | "yet" | "and"
                )
        })
        && !rest_of_clause(units, word).any(|unit| matches!(unit.key, "than" | "then"))
}

/// Whether a word that scores stands between the negation at `negation` and the noun phrase
/// of the word at `word`, with no "and" or "or" after it: the negation is that word's, a
/// verb's with its object ("won't forget her kindness", "didn't like the ending"), not the
/// later word's, which it would be in a list ("not fun or interesting") or a phrase ("not
/// feeling great", "without serious injury"). Asked only where a negation reaches a word.
#[inline(never)]
fn negation_taken_between(units: &[Unit<'_>], negation: usize, word: usize) -> bool {
    let mut in_noun_phrase = false;
    for k in (negation + 1..word).rev() {
        let unit = &units[k];
        if matches!(unit.key, "and" | "or" | "nor") {
            return false;
        } else if is_determiner(unit.key) {
            in_noun_phrase = true;
        } else if in_noun_phrase
            && (matches!(unit.info.marker, Marker::None | Marker::NotDone)
                || (unit.info.marker == Marker::Like && like_is_the_verb_at(units, k)))
            && unit.info.booster.is_none()
            && !unit.info.negation
            && !unit.in_idiom
            && unit
                .valence
                .map_or(false, |own| own.abs() >= VERB_OF_JUDGEMENT)
        {
            return true;
        }
    }
    false
}

/// How strong a word's own valence must be for a negation before it to be its own and not
/// reach the noun phrase after it ("won't forget her kindness", `forget` −0.9, "didn't enjoy
/// the ending"): a verb of judgement. Weaker words are mostly no such verb ("not feeling the
/// party", `feeling` 0.5; "didn't leave a scratch", `leave` −0.2), and the negation reaches
/// past them as before.
const VERB_OF_JUDGEMENT: f32 = 0.8;

/// Whether the sentence, opening with a lone negation, is a fragment that repeats the denial
/// of the sentence `before`: "not" or "never", then "once", "one", "ever", "a single one" or
/// "even once", and at most a few words more ("Not once.", "Not once in three years."), after
/// a sentence with a negation in it that did not complain (its units sum to zero or more:
/// "Never once been disappointed by her. Not once.").
fn repeats_a_denial(units: &[Unit<'_>], before: SentenceBefore<'_, '_>) -> bool {
    let key = |k: usize| units.get(k).map_or("", |unit| unit.key);
    matches!(key(0), "not" | "never")
        && units.len() <= 6
        && match key(1) {
            "once" | "one" | "ever" => true,
            "a" => key(2) == "single",
            "even" => matches!(key(2), "once" | "one"),
            _ => false,
        }
        && before
            .units
            .iter()
            .any(|unit| unit.info.negation || unit.negated)
        && before.units.iter().map(|unit| unit.score).sum::<f32>() >= 0.0
}

/// Whether the negation at `negation` is the "not" of "trying not to": what follows is a
/// state the writer is in or fears ("trying not to panic"), which the effort does not deny.
/// Not the advice of "try not to" ("try not to block the view") nor the past effort of
/// "tried not to cry", said as often of tears of joy.
fn tries_not_to(units: &[Unit<'_>], negation: usize) -> bool {
    units[negation].key == "not"
        && previous_in_clause(units, negation).map_or(false, |before| before.key == "trying")
        && next_in_clause(units, negation).map_or(false, |next| next.key == "to")
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Possibility {
    Can,
    Could,
}

/// The possibility that the negation at `negation` denies, if it denies one: "can't",
/// "cannot", "couldn't", or "not" after "can" or "could".
fn denied_possibility(units: &[Unit<'_>], negation: usize) -> Option<Possibility> {
    let unit = &units[negation];
    let before = previous_in_clause(units, negation)
        .filter(|_| unit.key == "not")
        .map(|before| before.key);
    match (unit.key, before) {
        ("couldn't" | "couldnt", _) | (_, Some("could")) => Some(Possibility::Could),
        ("can't" | "cant" | "cannot", _) | (_, Some("can")) => Some(Possibility::Can),
        _ => None,
    }
}

/// A negation word ("not", "didn't", "never") with no sentiment word in its reach (the next
/// `SCOPE` units of its clause) scores `NEGATION_WITHOUT_TARGET` itself; a taboo degree word
/// ("fucking", "freaking") in the same position scores `EXPLETIVE_WITHOUT_TARGET`; and any other
/// degree word with a valence of its own in the lexicon scores that when it ends its clause,
/// where it grades nothing ("it went terribly", "it was super"; not "super busy", where it
/// grades a word without sentiment). Not "no", which has its own valence, not a negation used up
/// by an idiom ("not bad") or opening a degree phrase ("not only").
///
/// A lone negation that ends its clause as an auxiliary ("It wasn't.", "but the service
/// didn't", "It never did.") is an ellipsis: it denies what was said last, in this sentence or
/// else in the one `before`, and scores that negated instead.
fn score_words_without_target(
    units: &mut [Unit<'_>],
    question: bool,
    before: SentenceBefore<'_, '_>,
) {
    let n = units.len();
    for i in 0..n {
        let unit = &units[i];
        if unit.in_idiom || unit.score != 0.0 || unit.kind != TokenKind::Word {
            continue;
        }
        let lone_negation = unit.info.negation && unit.info.marker != Marker::No;
        let none_of = unit.info.marker == Marker::NoneOf;
        let value = if lone_negation {
            if question && asks_for_agreement(units, i) {
                continue;
            }
            // "coming for Diwali or not, tell her", "true story or not": the other of an
            // alternative, no denial ("or not even read" still denies).
            if previous_in_clause(units, i).map_or(false, |before| before.key == "or")
                && grades_nothing(units, i)
            {
                continue;
            }
            if negates_a_function(units, i) {
                NEGATED_FUNCTION
            } else {
                NEGATION_WITHOUT_TARGET
            }
        } else if unit.info.marker == Marker::Expletive && unit.info.booster.is_some() {
            EXPLETIVE_WITHOUT_TARGET
        } else {
            match (unit.info.booster, unit.info.valence) {
                (Some(_), Some(own)) if own != 0.0 && grades_nothing(units, i) => own,
                _ => continue,
            }
        };
        if degree_pair_at(units, i).is_some() {
            continue;
        }
        // "didn't expect it to be this good": no complaint, but surprise.
        if lone_negation && denied_expectation(units, i).is_some() {
            units[i].emotion = Some(&UNEXPECTED_EMOTION);
            continue;
        }
        let has_target = reach(units, i).any(|unit| unit.score != 0.0);
        // A quantifier of none that reaches past its own phrase has a target after all.
        if has_target
            || (none_of && negate_what_is_said_of(units, i))
            || (lone_negation && negates_the_complement(units, i))
        {
            continue;
        }
        // "Great start to the week, not.": a "not" set off at the end takes back what the
        // sentence said before it.
        if lone_negation && takes_back_the_sentence(units, i, question) {
            for unit in units[..i].iter_mut() {
                if unit.may_turn() {
                    unit.turn();
                }
            }
            continue;
        }
        if lone_negation && ends_elliptically(units, i) {
            // Its own clause's words are its subject ("The poor horses cannot"), not what it
            // denies.
            let own_clause = clause_start(units, i, usize::MAX);
            let said = Antecedent::last_said(units, own_clause).or_else(|| before.last_said());
            if let Some(said) = said {
                let unit = &mut units[i];
                unit.score = said.valence;
                unit.turn();
                unit.score -= said.expected;
                unit.emotion = said.emotion;
                continue;
            }
        }
        // "Haven't tried the premium features yet", "No decision yet": what has not happened
        // yet is pending, no complaint; "still" makes it one ("it still hasn't arrived yet").
        if lone_negation && is_pending(units, i) {
            continue;
        }
        // "lunch is at 1 not 12", "room 4B, not 3": a "not" before a number corrects a
        // detail.
        if lone_negation && units[i].has(flag::BEFORE_NUMBER) {
            continue;
        }
        // "I don't have to interrogate the waiter", "didn't need to call": no obligation is
        // no complaint, as "No need to bring anything" is none.
        if lone_negation && denies_an_obligation(units, i) {
            continue;
        }
        // "didn't check my phone once", "slept without waking once": "once" ending the clause
        // stresses a streak kept, no complaint (not "for once": "sort it for once?"; nor "at
        // once", "more than once").
        if lone_negation && denies_even_once(units, i) {
            continue;
        }
        // "Never once been disappointed in six years. Not once.": a fragment that says the
        // denial again stresses it, and is no complaint of its own unless what it stresses
        // was one ("Not once did anyone call me back. Not once.").
        if lone_negation && i == 0 && repeats_a_denial(units, before) {
            continue;
        }
        // "It's not even noon", "not even a week in": the stress on what follows, with nothing
        // in reach to deny, judges nothing.
        if lone_negation
            && units[i].key == "not"
            && next_in_clause(units, i).map_or(false, |next| next.key == "even")
        {
            continue;
        }
        units[i].score = value;
        if lone_negation {
            units[i].emotion = Some(&LONE_NEGATION_EMOTION);
        }
    }
    // "I'm not sure it was worth the money": doubt about the clause "sure" takes denies it,
    // as a negated verb of believing does (the idiom itself scores nothing).
    for i in 0..n.saturating_sub(2) {
        if units[i].key == "not"
            && units[i].in_idiom
            && units[i + 1].key == "sure"
            && !units[i + 2].clause_break_before
            && doubts_a_clause(units, i + 1)
        {
            units[i].use_up();
            units[i].emotion = None;
        }
    }
    // "no" scores its own valence when nothing is in its reach, so it is not among the
    // negations above.
    for i in 0..n.saturating_sub(1) {
        if units[i].info.marker != Marker::No
            || units[i].in_idiom
            || units[i + 1].clause_break_before
        {
            continue;
        }
        // "No one at the desk was helpful".
        if units[i + 1].key == "one"
            && !reach(units, i + 1).any(|unit| unit.score != 0.0)
            && negate_what_is_said_of(units, i)
        {
            units[i].use_up();
            continue;
        }
        // "No customer data was affected", "No passengers were hurt": "no" opening its clause
        // denies the participle said of its noun, as the news reports an ill that did not
        // happen.
        if units[i].score != 0.0
            && (i == 0 || units[i].clause_break_before || is_conjunction(units[i - 1].key))
        {
            if let Some(p) = participle_said_of(units, i) {
                let unit = &mut units[p];
                unit.turn();
                units[i].use_up();
            }
        }
    }
}

/// What "no" before a measure that is bad when high scores ([`denies_a_cost`]): mild praise,
/// as "no problem" is.
const DENIED_COST: f32 = 1.0;

/// Whether the "no" at `i` has a measure that is bad when high ([`Marker::BadWhenHigh`]: fees,
/// queues, delays, injuries) among the next three units of its reach.
fn denies_a_cost(units: &[Unit<'_>], i: usize) -> bool {
    reach(units, i)
        .take(3)
        .any(|unit| unit.info.marker == Marker::BadWhenHigh)
}

/// Whether the "no" at `i` opens a clause with "more" and a word after it that is not "than"
/// (see its use in `score_sentence`).
fn ends_something(units: &[Unit<'_>], i: usize) -> bool {
    (i == 0 || units[i].clause_break_before)
        && next_in_clause(units, i).map_or(false, |next| next.key == "more")
        && next_in_clause(units, i + 1).map_or(false, |what| {
            what.kind == TokenKind::Word && what.key != "than"
        })
}

/// Whether the clause of the negation at `i` says that what it denies is yet to come: "yet"
/// after the negation, and no "still" in the clause.
fn is_pending(units: &[Unit<'_>], i: usize) -> bool {
    rest_of_clause(units, i).any(|unit| unit.key == "yet")
        && !units[clause_start(units, i, usize::MAX)..]
            .iter()
            .enumerate()
            .take_while(|&(k, unit)| k == 0 || !unit.clause_break_before)
            .any(|(_, unit)| unit.key == "still")
}

/// Whether the negation at `i` denies an obligation: "have", "has" or "need" and then "to" right
/// after it ("don't have to", "didn't need to", "won't have to").
fn denies_an_obligation(units: &[Unit<'_>], i: usize) -> bool {
    matches!(next_in_clause(units, i), Some(next) if matches!(next.key, "have" | "has" | "need"))
        && matches!(units.get(i + 2), Some(to) if to.key == "to" && !to.clause_break_before)
}

/// Whether the negation at `i` denies that a thing works: a verb of function
/// ([`Marker::Function`]) in its reach, and a subject that is no personal pronoun of a person
/// ("it doesn't work", "the app won't load"; not "I don't work on Fridays", "she didn't work
/// today", where the verb is a job), outside a condition ("if that doesn't work").
fn negates_a_function(units: &[Unit<'_>], i: usize) -> bool {
    // "let me know if that doesn't work": a contingency, not a fault.
    let in_a_condition = (i.saturating_sub(3)..i)
        .rev()
        .take_while(|&k| !units[k + 1].clause_break_before)
        .any(|k| units[k].info.marker == Marker::Conditional);
    !in_a_condition
        && reach(units, i).any(|unit| unit.info.marker == Marker::Function)
        && !previous_in_clause(units, i).map_or(false, |subject| {
            matches!(
                subject.key,
                "i" | "we" | "you" | "he" | "she" | "i've" | "we've" | "you've"
            )
        })
}

/// Whether the negation at `i` takes back its sentence: "not" as its last word (emoji and
/// emoticons aside), set off by a comma or a dash ("Great start to the week, not."), after
/// something the sentence said. Not a question, nor the end of an alternative or a hedge
/// ("like it or not", "few, if not").
fn takes_back_the_sentence(units: &[Unit<'_>], i: usize, question: bool) -> bool {
    !question
        && i > 0
        && units[i].key == "not"
        && units[i].clause_break_before
        && units[i + 1..].iter().all(|unit| unit.outside)
        && !matches!(
            units[i - 1].key,
            "or" | "if" | "whether" | "why" | "maybe" | "perhaps" | "probably" | "hopefully"
        )
        && units[..i]
            .iter()
            .any(|unit| unit.score != 0.0 && !unit.outside)
}

/// Whether the negation at `i` ends its clause as an auxiliary, leaving out what it denies:
/// "It wasn't.", "but the service didn't", "he couldn't", "I did not", "It never did."
/// (emoji and interjections after it aside).
fn ends_elliptically(units: &[Unit<'_>], i: usize) -> bool {
    let mut rest = rest_of_clause(units, i).filter(|unit| !unit.outside);
    let (first, second) = (rest.next(), rest.next());
    let key = units[i].key;
    match (first, second) {
        // "I did not.", "It was not." at the sentence's end; not "I have never, ever seen it".
        (None, _) => {
            is_negated_auxiliary(key)
                || (matches!(key, "not" | "never")
                    && previous_in_clause(units, i).map_or(false, |u| is_auxiliary(u.key))
                    && units[i + 1..].iter().all(|unit| unit.outside))
        }
        // "It never did.", "I never have."
        (Some(next), None) => key == "never" && is_auxiliary(next.key),
        _ => false,
    }
}

/// An auxiliary or modal verb, which can stand for the verb phrase it leaves out.
fn is_auxiliary(key: &str) -> bool {
    matches!(
        key,
        "am" | "is"
            | "are"
            | "was"
            | "were"
            | "do"
            | "does"
            | "did"
            | "have"
            | "has"
            | "had"
            | "will"
            | "would"
            | "can"
            | "could"
            | "should"
            | "shall"
            | "might"
            | "must"
    )
}

/// An auxiliary or modal verb with "n't", as written with or without its apostrophe.
fn is_negated_auxiliary(key: &str) -> bool {
    matches!(
        key,
        "isn't"
            | "wasn't"
            | "aren't"
            | "weren't"
            | "don't"
            | "doesn't"
            | "didn't"
            | "won't"
            | "wouldn't"
            | "can't"
            | "cannot"
            | "couldn't"
            | "shouldn't"
            | "hasn't"
            | "haven't"
            | "hadn't"
            | "ain't"
            | "mustn't"
            | "isnt"
            | "wasnt"
            | "arent"
            | "werent"
            | "dont"
            | "doesnt"
            | "didnt"
            | "wouldnt"
            | "couldnt"
            | "shouldnt"
            | "hasnt"
            | "havent"
            | "hadnt"
            | "aint"
    )
}

/// The participle that the clause of "no" at `i` says of its subject, straight after "was",
/// "were", "has been" or "have been" within four units ("No customer data was affected", "No
/// one has been hurt"), if it scores.
fn participle_said_of(units: &[Unit<'_>], i: usize) -> Option<usize> {
    let verb = (i + 2..units.len().min(i + 6))
        .take_while(|&k| !units[k].clause_break_before)
        .find(|&k| matches!(units[k].key, "was" | "were" | "been"))?;
    let p = verb + 1;
    let unit = units.get(p)?;
    (!unit.clause_break_before
        && unit.key.ends_with("ed")
        && unit.score != 0.0
        && !unit.negated
        && !unit.outside)
        .then_some(p)
}

/// A quantifier of none at `i` (the caller knows it is one) opening its clause as the subject
/// ("None of it was funny", "Nothing about this film is memorable", "Nobody on the staff seemed
/// friendly", "No one at the desk was helpful") denies what the clause says of it, beyond the
/// negation's reach: the first sentiment word after the linking verb is negated. Returns
/// whether it found one.
fn negate_what_is_said_of(units: &mut [Unit<'_>], i: usize) -> bool {
    if i != 0 && !units[i].clause_break_before {
        return false;
    }
    let verb = rest_of_clause(units, i).position(|unit| is_linking_verb(unit.key));
    verb.map_or(false, |k| negate_first_said_after(units, i + 1 + k))
}

/// How many units after a verb [`negate_first_said_after`] looks for the word it negates: a
/// clause it takes ("I don't think the new version of the app is any good"), not every
/// clause of a run of them.
const COMPLEMENT_REACH: usize = 12;

/// Negates the first sentiment word after `verb` in its clause, within `COMPLEMENT_REACH`,
/// that no rule negated yet, before another negation or conjunction: the complement of a
/// negated verb of saying or believing ([`negates_the_complement`]) or what a quantifier of
/// none says of itself ([`negate_what_is_said_of`]). Returns whether it found one.
fn negate_first_said_after(units: &mut [Unit<'_>], verb: usize) -> bool {
    // A negation has its own scope ("didn't feel like it and I wasn't sure it was good"), and
    // a contrast or another conjunction opens a clause of its own ("didn't expect much but the
    // ramen was solid"); not the "that" which opens the clause the verb takes, nor the "as"
    // or "so" of a degree right after it ("seems as funny as", "not feel as if").
    let target = rest_of_clause(units, verb)
        .take(COMPLEMENT_REACH)
        .enumerate()
        .take_while(|(k, unit)| {
            !unit.info.marker.is_contrast()
                && !unit.info.negation
                && !(is_conjunction(unit.key)
                    && !(*k == 0 && matches!(unit.key, "that" | "as" | "so")))
        })
        .find(|(_, unit)| unit.may_turn())
        .map(|(k, _)| verb + 1 + k);
    match target {
        // "I don't think it could be better", "not sure it could be any worse": a comparative
        // that a modal makes possible, denied, is unequalled, and keeps its sign.
        Some(t)
            if units[t].info.marker == Marker::Comparative
                && units[verb + 1..t]
                    .iter()
                    .any(|unit| unit.info.marker == Marker::Modal) =>
        {
            true
        }
        // "I don't think I've ever been this happy", "… ever seen a worse film": a degree
        // denied ever before is unequalled, as "never been this happy" is, and keeps its
        // sign, emphasised.
        Some(t)
            if (graded_before(units, t) || units[t].info.marker == Marker::Comparative)
                && units[verb + 1..t].iter().any(|unit| unit.key == "ever") =>
        {
            let unit = &mut units[t];
            unit.score *= UNEQUALLED_EMPHASIS;
            unit.notes.add(Notes::BOOSTED);
            unit.unequalled = true;
            true
        }
        Some(t) => {
            let unit = &mut units[t];
            unit.turn();
            true
        }
        None => false,
    }
}

/// A negation of a verb of believing or saying ("I don't think it was good", "I wouldn't say
/// it's worth it", "I didn't find the plot very interesting") denies the clause it takes, not
/// the verb: the negation moves to the first sentiment word of the complement, within
/// `COMPLEMENT_REACH` ("neg-raising"). Not "never" ("I never thought it would be this good" says it was).
/// Returns whether it found one to negate.
fn negates_the_complement(units: &mut [Unit<'_>], negation: usize) -> bool {
    if units[negation].key == "never" {
        return false;
    }
    let verb =
        reach_indices(units, negation).find(|&k| is_verb_of_believing_or_saying(units[k].key));
    // "can't say enough", "didn't think to ask", "not thought out", "didn't think about":
    // other verbs than the one that takes a clause; "doesn't say who decides": a question,
    // which asserts nothing to deny.
    let takes_a_clause = |v: usize| {
        next_in_clause(units, v).map_or(false, |next| {
            !matches!(next.key, "enough" | "to" | "out" | "through" | "twice")
                && !opens_a_question_or_topic(next.key)
        })
    };
    match verb {
        Some(v) if takes_a_clause(v) => negate_first_said_after(units, v),
        _ => false,
    }
}

/// Whether "sure" at `sure`, doubted ("not sure"), takes a clause with a sentiment word, which
/// it then denies (see [`negate_first_said_after`]): straight after it or after "that" ("not
/// sure I'm winning the battle"). Not an indirect question, with a question word, "if" or
/// "whether" ("not sure if it's the phone or the network", "not sure how I feel"), nor "about"
/// or "of" ("Not sure about today"): they assert nothing to deny.
fn doubts_a_clause(units: &mut [Unit<'_>], sure: usize) -> bool {
    !opens_a_question_or_topic(units[sure + 1].key) && negate_first_said_after(units, sure)
}

/// Whether a verb of believing or saying, or "sure", followed by `key` takes an indirect
/// question or a topic rather than a clause ("doesn't say who decides", "not sure if it's the
/// phone or the network", "didn't think about it"): it asserts nothing to deny.
fn opens_a_question_or_topic(key: &str) -> bool {
    matches!(
        key,
        "about"
            | "of"
            | "who"
            | "what"
            | "how"
            | "why"
            | "when"
            | "where"
            | "which"
            | "whether"
            | "if"
    )
}

/// Where the negation at `negation` denies, in the past, the verb "expect" itself: "didn't
/// expect to love this show", "wasn't expecting it to be this good", "never expected" (the
/// verb within the negation's reach). What was not expected happened: what follows is
/// asserted, not negated. A present one is a prediction, and negates ("I don't expect it to be
/// good", "I never expect much"), and an "expected" of comparison is no verb of the negation
/// ("It didn't work as expected", "It wasn't what I expected"). So do the factive verbs of
/// learning, whose complement is true whether or not it was known ("didn't realise he was
/// ill", "never knew it could be this good", "Never would have guessed").
fn denied_expectation(units: &[Unit<'_>], negation: usize) -> Option<usize> {
    let key = units[negation].key;
    let past = match key {
        "didn't" | "didnt" | "never" | "wasn't" | "wasnt" | "weren't" | "werent" | "hadn't"
        | "hadnt" => true,
        "not" => previous_in_clause(units, negation).map_or(false, |before| {
            matches!(before.key, "did" | "was" | "were" | "had")
        }),
        _ => false,
    };
    if !past {
        return None;
    }
    for k in reach_indices(units, negation) {
        match units[k].key {
            "expected" => return Some(k),
            "expect" | "expecting" if key != "never" => return Some(k),
            // "I didn't realise the office was on our system", "Never would have guessed":
            // news learnt, no complaint.
            "realise" | "realize" | "realised" | "realized" => return Some(k),
            // "Never thought I'd say this", "didn't think I'd enjoy it": the thought was of
            // what would happen, and it did.
            "think" | "thought" if foresees(units, k) => return Some(k),
            "knew" | "guessed" if learns_a_fact(units, k) => return Some(k),
            "know" | "guess" if key != "never" && learns_a_fact(units, k) => return Some(k),
            "as" | "what" | "than" | "like" | "how" => return None,
            _ => {}
        }
    }
    None
}

/// Whether the verb of thinking at `k` takes a clause of what would happen ("thought I'd",
/// "think it would", "thought the shop would").
fn foresees(units: &[Unit<'_>], k: usize) -> bool {
    let would = |unit: &Unit<'_>| {
        matches!(unit.key, "would" | "could")
            || (unit.key.len() > 2 && is_d_contraction(unit.key))
            || matches!(unit.key, "id" | "itd" | "youd" | "theyd")
    };
    rest_of_clause(units, k).take(4).any(would)
}

/// Whether "know" or "guess" at `k` takes a fact ("didn't know that", "didn't know she was a
/// fan", "Didn't know.", "didn't know you could freeze rice", "didn't know the library lends
/// out telescopes"), not a person, a thing or a question ("didn't know each other", "didn't
/// know anyone", "didn't know the answer", "didn't know what to do", which is helplessness).
fn learns_a_fact(units: &[Unit<'_>], k: usize) -> bool {
    next_in_clause(units, k).map_or(true, |next| {
        next.kind != TokenKind::Word
            || subject_of_a_clause_at(units, k + 1)
            || !matches!(
                next.key,
                "each"
                    | "one"
                    | "a"
                    | "an"
                    | "any"
                    | "anyone"
                    | "anybody"
                    | "anything"
                    | "much"
                    | "many"
                    | "the"
                    | "how"
                    | "what"
                    | "where"
                    | "who"
                    | "when"
                    | "why"
                    | "which"
                    | "whether"
                    | "if"
                    | "him"
                    | "her"
                    | "them"
                    | "me"
                    | "you"
            )
    })
}

/// Whether the person or the noun phrase at `k` is the subject of a clause that goes on with
/// its verb ("you could", "you were", "the bank shuts", "the corner shop takes"), rather than
/// an object ("you", "the answer", "the rules"): a form of be, have or do or a modal, within
/// the next five units of the clause ("the pub on the corner used to"), or a word in "-s" or
/// "-ed" or a common irregular past ("went", "came", …) two to five units after "the", "a" or
/// "an" (after its noun: "the river went that high").
fn subject_of_a_clause_at(units: &[Unit<'_>], k: usize) -> bool {
    let determiner = matches!(units[k].key, "the" | "a" | "an");
    if !determiner && !matches!(units[k].key, "you" | "him" | "her" | "them" | "me") {
        return false;
    }
    rest_of_clause(units, k)
        .take(5)
        .enumerate()
        .any(|(at, unit)| {
            matches!(
                unit.key,
                "is" | "was"
                    | "are"
                    | "were"
                    | "has"
                    | "had"
                    | "have"
                    | "does"
                    | "did"
                    | "do"
                    | "can"
                    | "could"
                    | "will"
                    | "would"
                    | "should"
                    | "might"
                    | "may"
            ) || unit.key.ends_with("'s")
                || (determiner
                    && at >= 1
                    && ((unit.key.len() > 3
                        && (unit.key.ends_with('s') || unit.key.ends_with("ed")))
                        || matches!(
                            unit.key,
                            "went" | "came" | "got" | "made" | "took" | "sold" | "ran" | "grew"
                        )))
        })
}

/// A verb whose negation is understood in the clause it takes ("I don't think so").
fn is_verb_of_believing_or_saying(key: &str) -> bool {
    matches!(
        key,
        "think"
            | "thought"
            | "believe"
            | "believed"
            | "suppose"
            | "expect"
            | "imagine"
            | "reckon"
            | "say"
            | "said"
            | "call"
            | "called"
            | "find"
            | "found"
            | "feel"
            | "felt"
            | "consider"
            | "considered"
    )
}

/// Whether the adjective of size at `i` stands just before a word of negative valence that
/// ends its noun phrase ("great sadness", "a huge mess.", "a big problem with"), which it
/// grades. Not before a word that names the kind of a thing after it ("great fight scenes",
/// "a great horror film", where the praise is of the scenes and the film), nor in a name
/// ("the Great Depression").
fn grades_a_negative_word(units: &[Unit<'_>], i: usize) -> bool {
    let next = match next_in_clause(units, i) {
        Some(next) => next,
        None => return false,
    };
    let ends_its_phrase = next_in_clause(units, i + 1).map_or(true, |after| {
        after.kind != TokenKind::Word
            || after.info.marker != Marker::None
            || is_auxiliary(after.key)
            || opens_a_phrase_of_its_own(after.key)
            || matches!(
                after.key,
                "that" | "who" | "which" | "from" | "about" | "today" | "now" | "again" | "too"
            )
    });
    next.kind == TokenKind::Word
        && next.info.booster.is_none()
        && next.valence.map_or(false, |v| v < 0.0)
        && ends_its_phrase
        && !(i > 0 && title_case(&units[i]) && title_case(next))
}

/// Whether the unit at `i` ends its clause: no word of the same clause follows it.
fn grades_nothing(units: &[Unit<'_>], i: usize) -> bool {
    next_in_clause(units, i).map_or(true, |next| next.kind != TokenKind::Word)
}

/// A word in title case (not in capitals, not one letter such as "I").
fn title_case(unit: &Unit<'_>) -> bool {
    unit.kind == TokenKind::Word
        && unit.has(flag::CAPITALIZED)
        && !unit.has(flag::ALL_CAPS)
        && unit.key.len() >= 2
}

/// Whether the word at `i` is part of a name: in title case, not the sentence's first word,
/// and next to another title-case word that is not the first word either ("Free Enterprise",
/// "United Nations"; not "Happy Birthday" at the start).
fn in_proper_name(units: &[Unit<'_>], i: usize) -> bool {
    if i == 0 || !title_case(&units[i]) {
        return false;
    }
    // The first word is in a name when it has no valence of its own ("Manchester United"),
    // which "Happy Birthday" and "Great job" have, and is no verb in "-ing" ("Watching Glee")
    // nor a possessive or "a" ("My Best friend"; "The Great Gatsby" is one), with nothing
    // between them ("Unfollowing @someone Tired of the snark").
    let first_of_a_name = |before: &Unit<'_>| {
        before.valence.is_none()
            && !before.key.ends_with("ing")
            && !(is_article_or_possessive(before.key) && before.key != "the")
            && before.phrase.1 + 1 == units[i].phrase.0
    };
    let before = previous_in_clause(units, i).map_or(false, |before| {
        title_case(before) && (i >= 2 || first_of_a_name(before))
    });
    let after = next_in_clause(units, i).map_or(false, title_case);
    before || after
}

/// A modal ("would", "could", "should", "might") puts the rest of its clause in irrealis: what
/// it describes is possible, wished or hypothetical, not asserted ("it would be great", "could
/// have been better"), so those units count [`IRREALIS_WEIGHT`]; a negated modal ("wouldn't",
/// "would not") as well ("I wouldn't trust them"), but not a unit whose degree the negation said
/// is unequalled, which is asserted ("couldn't be happier", "could not agree more"), nor a
/// negation's own score ("I would not wait"). Not a modal used up by an idiom ("would
/// recommend"). "if" puts the rest of its clause in a condition, whose units count
/// [`CONDITIONAL_WEIGHT`] ("if the player dies"), unless a modal already weighs them less.
fn apply_irrealis(units: &mut [Unit<'_>]) {
    let mut weight = None;
    let mut counterfactual = None;
    for i in 0..units.len() {
        let next_key = units.get(i + 1).map_or("", |next| next.key);
        if units[i].clause_break_before {
            weight = None;
            counterfactual = None;
        }
        // "Could have been a great weekend", "It should have been fun": the praise of what
        // could or should have been, said in the phrase after it, is of what was not (not
        // "I should have been on twitpic...been too mesmerized with the beautiful art").
        if counterfactual.map_or(false, |modal| i - modal <= COUNTERFACTUAL_REACH)
            && units[i].score > 0.0
            && units[i].may_turn()
        {
            units[i].turn();
        }
        let unit = &mut units[i];
        // A negation's own score (it had nothing to negate: "I would not wait") is the writer's
        // refusal, as that of "wouldn't" is ("I wouldn't wait"): not in irrealis. An idiom that
        // a negation opens ("not too bad") is not its own score.
        let own_negation = unit.info.negation && !unit.in_idiom;
        if let Some(w) = weight {
            if unit.score != 0.0 && !unit.unequalled && !own_negation {
                unit.score *= w;
                unit.notes.add(Notes::IRREALIS);
            }
        }
        if !unit.in_idiom {
            match unit.info.marker {
                Marker::Modal if !is_had(unit.key, next_key) => {
                    weight = Some(IRREALIS_WEIGHT);
                    counterfactual = Some(i).filter(|&i| opens_a_counterfactual(units, i));
                }
                Marker::Conditional if weight.is_none() => weight = Some(CONDITIONAL_WEIGHT),
                _ => {}
            }
        }
    }
}

/// How many units after "could" or "should" the praise of a counterfactual may stand ("could
/// have been a great weekend", "should have been a lot more fun").
const COUNTERFACTUAL_REACH: usize = 6;

/// Whether the modal at `i` is "could" or "should" with "have been" after it ("could have
/// been", "should've been"): what it says was possible or due, and did not happen. "would"
/// only with a condition in the sentence after it ([`wishes_against_the_fact`]): "I would have
/// been happy to help" is an offer.
fn opens_a_counterfactual(units: &[Unit<'_>], i: usize) -> bool {
    // The key of the unit after the one at `k`, in its clause.
    let key = |k: usize| next_in_clause(units, k).map_or("", |u| u.key);
    match units[i].key {
        "could" | "should" => key(i) == "have" && key(i + 1) == "been",
        "could've" | "should've" | "couldve" | "shouldve" => key(i) == "been",
        "would" | "would've" | "wouldve" => wishes_against_the_fact(units, i),
        other => is_d_contraction(other) && wishes_against_the_fact(units, i),
    }
}

/// Whether "would" at `i` says what was not, or is not, the case, by the condition that
/// follows it in its sentence: "would have been" before "if" ("It would have been a lovely
/// stay if the room hadn't been next to the ice machine"), or "would be" before an "if"
/// whose clause says the thing does not happen ("It would be lovely if the cleaning actually
/// happened", "…if, just once, they had to meet them"). Not a polite request ("It would be
/// great if you could send the form"), nor a regret without a condition ("It would have been
/// great to see you"). Out of line: asked only of "would" and its contractions.
#[inline(never)]
fn wishes_against_the_fact(units: &[Unit<'_>], i: usize) -> bool {
    let key = |k: usize| next_in_clause(units, k).map_or("", |u| u.key);
    let past = match units[i].key {
        "would've" | "wouldve" => key(i) == "been",
        _ => key(i) == "have" && key(i + 1) == "been",
    };
    if !past && key(i) != "be" {
        return false;
    }
    let condition = match units[i + 1..].iter().position(|unit| unit.key == "if") {
        Some(at) => i + 1 + at,
        None => return false,
    };
    past || units[condition + 1..]
        .iter()
        .any(|unit| matches!(unit.key, "actually" | "once" | "ever"))
}

/// Whether `key` is contracted with "'d" ("I'd", "it’d"), straight or curly.
fn is_d_contraction(key: &str) -> bool {
    key.ends_with("'d") || key.ends_with("\u{2019}d")
}

/// Whether the contraction `key` ("I'd", "she'd") is "had" rather than "would": before a past
/// participle ("I'd booked", "she'd seen it", "I'd been"), "never", "already", "always", "just"
/// or "ever".
fn is_had(key: &str, next: &str) -> bool {
    is_d_contraction(key)
        && ((next.ends_with("ed") && !next.ends_with("eed"))
            || matches!(
                next,
                "been"
                    | "had"
                    | "never"
                    | "already"
                    | "always"
                    | "just"
                    | "ever"
                    | "seen"
                    | "done"
                    | "gone"
                    | "made"
                    | "got"
                    | "taken"
                    | "known"
                    | "given"
                    | "forgotten"
                    | "left"
                    | "lost"
                    | "heard"
                    | "thought"
                    | "told"
                    | "said"
                    | "found"
                    | "felt"
                    | "spent"
                    | "come"
                    | "become"
                    | "eaten"
                    | "written"
                    | "broken"
                    | "chosen"
                    | "won"
                    | "bought"
                    | "brought"
                    | "caught"
                    | "sold"
                    | "held"
                    | "built"
                    | "sent"
                    | "slept"
                    | "shown"
                    | "grown"
                    | "fallen"
                    | "driven"
                    | "worn"
            ))
}

/// An intransitive verb of decrease ("falls", "dropped", "eased", "subsided") turns the sentiment
/// of its subject, the sentiment words in the `SCOPE` units before it in its clause, as a
/// negation does: "unemployment falls", "crime rates dropped", "tensions eased" are good news,
/// "profits fell" bad (the content-word negators of Choi & Cardie 2008, acting on the subject).
/// Its own valence is then used up ("eased" 1.2). Not when an object follows, which makes the
/// verb transitive and its subject the one who acts ("I dropped it"); then it turns its object
/// as a verb of lessening does ("it eased the pain", in `score_sentence`).
///
/// A measure whose direction is news ([`Marker::GoodWhenHigh`], [`Marker::BadWhenHigh`]) is
/// the subject of a verb of decrease or increase ([`Marker::Rises`]; [`Marker::Up`] and
/// [`Marker::Down`] after a form of be, go, come, an auxiliary or the measure itself) found by
/// [`measure_of_change`] ("Crime in the city dropped 15%", "rising costs", "prices went up"):
/// the verb scores `MEASURE_CHANGE` with the sign of the news ("sales rose", "costs fell" good;
/// "sales fell", "prices soared" bad), unless the measure has a valence of its own, which a
/// decrease turns and an increase keeps ("unemployment rose"). A negation between the measure
/// and the verb reverses the change and is used up by it ("Prices have not dropped"). The base
/// forms of these verbs act only on a measure ([`is_verb_of_its_measure`]), a word of level
/// reports a measure as a change does ([`report_level`]), a verb of lessening lessens one
/// ([`lessened_measure`]) and a word of no change makes one no news ([`Marker::Steady`]).
///
/// A participle of lessening or removing after what it acted on turns it
/// ([`turn_what_was_lessened`]: "Problem solved").
///
/// The same pass settles the rare words whose rules change a score already set
/// ([`rule_of_a_rare_word`]): a loss recovered, a harm things came back after, a decision
/// reported, a remedy paid, praise conceded.
///
/// Returns whether it changed a score.
#[inline(never)]
fn apply_change(units: &mut [Unit<'_>]) -> bool {
    let mut changed = false;
    for i in 0..units.len() {
        if let Some(rule) = rule_of_a_rare_word(units[i].info.marker) {
            changed |= rule(units, i);
            continue;
        }
        let level = match units[i].info.marker {
            Marker::High | Marker::Record => Some(true),
            Marker::Low => Some(false),
            _ => None,
        };
        if let Some(high) = level {
            if units[i].info.marker == Marker::Record && broke_a_record(units, i) {
                changed = true;
                continue;
            }
            changed |= report_level(units, i, high);
            continue;
        }
        // "cut costs", "reduce emissions", "fewer jobs", "Funding cuts", "waiting times cut": a
        // verb of lessening whose object, or (for "cut" and its kin) whose subject just before
        // it, is a measure reports the measure falling.
        if matches!(units[i].info.marker, Marker::Cut | Marker::Reverser) {
            if let Some(m) = lessened_measure(units, i) {
                report_change(units, m, i, false);
                changed = true;
            } else if units[i].info.marker == Marker::Reverser {
                changed |= turn_what_was_lessened(units, i)
                    || (units[i].key == "recovered" && restore_what_was_lost(units, i));
                if matches!(units[i].key, "recovered" | "recovers") {
                    changed |= end_the_harm_after(units, i);
                }
            }
            continue;
        }
        // "Unemployment unchanged at 4.2%", "Shares closed flat", "Inflation holds steady": a
        // measure that does not move is no news, whatever it says alone.
        if units[i].info.marker == Marker::Steady {
            // After its measure ("Unemployment unchanged") or, as a verb, before it ("freeze
            // parking fees").
            let object = measure_after(units, i);
            let before = || measure_of_change(units, i).filter(|&m| m < i);
            if let Some(m) = object.or_else(before) {
                // A change between the measure and the word is held too ("Pay raises … would
                // be frozen").
                let (first, last) = (m.min(i), m.max(i));
                for (k, unit) in units[first..=last].iter_mut().enumerate() {
                    let held = first + k == m
                        || first + k == i
                        || matches!(
                            unit.info.marker,
                            Marker::Rise | Marker::Rises | Marker::Fall | Marker::Subsides
                        );
                    if held {
                        unit.use_up();
                        unit.emotion = None;
                    }
                }
                changed = true;
            }
            continue;
        }
        // "increase prices", "raise pay", "boost sales", "drops hidden fees", "eases taxes": a
        // verb of increase or decrease whose object is a measure, with no measure of its own
        // before it, reports the measure rising or falling, as a verb of lessening reports it
        // falling ("cut costs").
        if matches!(
            units[i].info.marker,
            Marker::Rise | Marker::Rises | Marker::Subsides
        ) && !units[i].in_idiom
            && !next_in_clause(units, i).map_or(true, |next| opens_a_phrase_of_its_own(next.key))
        {
            if let Some(m) = measure_after(units, i) {
                if measure_of_change(units, i).map_or(true, |subject| subject > i) {
                    let rises = units[i].info.marker != Marker::Subsides;
                    report_change(units, m, i, rises);
                    changed = true;
                    continue;
                }
            }
        }
        // Whether the word says a rise, whether it acts only on a measure, and whether only
        // after a verb (the particles "up" and "down").
        let (rises, only_of_a_measure, after_a_verb) = match units[i].info.marker {
            Marker::Subsides => (false, false, false),
            Marker::Rises => (true, false, false),
            Marker::Rise => (true, true, false),
            Marker::Fall => (false, true, false),
            Marker::Down => (false, true, true),
            Marker::Up => (true, true, true),
            _ => continue,
        };
        let measure = measure_of_change(units, i);
        // "a sharp fall in inflation", "a rise in unemployment", "falls in violent crime": a
        // noun of change, with no measure of its own before it, names what changes after "in".
        let subject = measure.filter(|&m| m < i);
        if !after_a_verb && (subject.is_none() || !is_verb_of_its_measure(units, i, subject)) {
            if let Some(k) = changed_after_in(units, i) {
                if is_measure(units, k) {
                    report_change(units, k, i, rises);
                } else {
                    // "a drop in violence" turns it; "a rise in violence" says it as it is.
                    if !rises {
                        let what = &mut units[k];
                        what.turn();
                    }
                    units[i].use_up();
                    units[i].emotion = None;
                }
                changed = true;
                continue;
            }
        }
        if matches!(units[i].info.marker, Marker::Rise | Marker::Fall) {
            if !is_verb_of_its_measure(units, i, measure) {
                // "Burglaries fall", "Tensions ease": a plural word with sentiment straight
                // before a base form of decrease is its subject, which it turns.
                if !rises && i > 0 && !units[i].clause_break_before {
                    let subject = &mut units[i - 1];
                    if is_plural(subject.key) && subject.may_turn() {
                        subject.turn();
                        units[i].use_up();
                        changed = true;
                    }
                }
                continue;
            }
        } else if only_of_a_measure
            && (measure.map_or(true, |m| m > i) || units[i].clause_break_before)
        {
            continue;
        }
        if after_a_verb {
            // "prices went up", "sales are down", "profits down 5%"; not "sign up", and not
            // the particle of a verb of change that already counts ("costs fell down").
            let previous = i.checked_sub(1).map(|k| &units[k]);
            let follows_its_verb = previous.map_or(false, |before| {
                Some(i - 1) == measure
                    || is_auxiliary(before.key)
                    || before.info.negation
                    || matches!(
                        before.key,
                        "been"
                            | "being"
                            | "went"
                            | "go"
                            | "goes"
                            | "going"
                            | "gone"
                            | "come"
                            | "comes"
                            | "came"
                            | "coming"
                            | "edged"
                            | "edges"
                            | "edging"
                            | "ticked"
                            | "ticks"
                            | "inched"
                            | "crept"
                    )
            });
            if !follows_its_verb {
                continue;
            }
        }
        // A verb of change with a measure is intransitive, whatever follows it ("Sales rose
        // 12% this quarter", "rising unemployment"); without one, an object makes it a verb
        // of lessening, which the look-back applies.
        if units[i].in_idiom || (measure.is_none() && takes_an_object(units, i)) {
            continue;
        }
        // "The pain is gone", "my headache has almost gone now": "gone" says a state ended
        // only where its clause ends, or an adverb of time or completeness or a conjunction
        // follows it; not "gone wrong", "gone to bed" or "gone up".
        if units[i].key == "gone"
            && !next_in_clause(units, i).map_or(true, |next| {
                matches!(
                    next.key,
                    "now"
                        | "forever"
                        | "completely"
                        | "entirely"
                        | "away"
                        | "already"
                        | "too"
                        | "and"
                        | "but"
                )
            })
        {
            continue;
        }
        if let Some(m) = measure {
            report_change(units, m, i, rises);
            changed = true;
            continue;
        }
        if rises {
            continue;
        }
        let mut turned = false;
        let mut k = i;
        while k > 0 && i - k < SCOPE && !units[k].clause_break_before {
            k -= 1;
            let subject = &mut units[k];
            // "The pain is finally easing", "happily fading": an adverb says when or how the
            // state ends, and is none of it.
            if subject.may_turn() && !is_adverb_of_manner_or_time(subject) {
                subject.turn();
                turned = true;
            }
        }
        if turned {
            units[i].use_up();
            changed = true;
        }
    }
    changed
}

/// What breaking a record scores: an achievement, as the idiom "world record" (1.5).
const RECORD_BROKEN: f32 = 1.5;

/// "broke the world junior record", "smashed the course record": a verb of breaking whose
/// object, within three units of its clause, is the record at `i` ([`Marker::Record`]) says it
/// was bettered. The verb's own valence (`broke` −1.8) is used up, and the record scores
/// `RECORD_BROKEN`, unless an idiom it ends already scores it ("world record"). Not "broke the
/// record player". Returns whether it found one.
fn broke_a_record(units: &mut [Unit<'_>], i: usize) -> bool {
    if next_in_clause(units, i).map_or(false, |next| next.key.starts_with("player")) {
        return false;
    }
    let start = clause_start(units, i, 4);
    let verb = (start..i).rev().find(|&k| {
        let key = units[k].key;
        ["broke", "break", "smash", "shatter"]
            .iter()
            .any(|stem| key.starts_with(stem))
    });
    let verb = match verb {
        Some(verb) => verb,
        None => return false,
    };
    units[verb].use_up();
    units[verb].emotion = None;
    let record = &mut units[i];
    if !record.in_idiom {
        record.score = RECORD_BROKEN;
        record.emotion = None;
    }
    true
}

/// What the noun of change at `i` names after "in" ("a sharp fall in inflation", "a rise in
/// energy prices", "a drop in violence"): the measure, or else the first word that scores,
/// among the two units after "in" in its clause. A noun is in the plural ("falls in crime") or
/// has a determiner among the two units before it ("a fall", "the recent rise"); not a verb
/// ("and slip in the mud"). Not a word the rules have already turned or that stands outside
/// the grammar.
fn changed_after_in(units: &[Unit<'_>], i: usize) -> Option<usize> {
    let after = i + 1;
    let next = units.get(after)?;
    if units[i].in_idiom || next.clause_break_before || next.key != "in" {
        return None;
    }
    let determined = (i.saturating_sub(2)..i)
        .rev()
        .take_while(|&k| !units[k + 1].clause_break_before)
        .any(|k| is_determiner(units[k].key));
    if !determined && !units[i].key.ends_with('s') {
        return None;
    }
    let reach =
        || (after + 1..units.len().min(after + 3)).take_while(|&k| !units[k].clause_break_before);
    reach().find(|&k| is_measure(units, k)).or_else(|| {
        reach().find(|&k| {
            let unit = &units[k];
            unit.may_turn() && !unit.in_idiom
        })
    })
}

/// The measure at `m` reported by the word at `i`, a verb of change or a word of level, as
/// rising or not (see [`apply_change`]): the word scores `MEASURE_CHANGE` with the sign of the
/// news, or the measure's own valence is turned by a fall. A negation between the measure and
/// the word reverses the change and is used up by it ("Prices have not dropped", "Inflation is
/// not high").
fn report_change(units: &mut [Unit<'_>], m: usize, i: usize, rises: bool) {
    let mut negation = None;
    let mut k = i;
    while k > 0 && i - k < SCOPE && !units[k].clause_break_before {
        k -= 1;
        if k == m {
            break;
        }
        if units[k].info.negation && !units[k].in_idiom {
            negation = Some(k);
            break;
        }
    }
    if let Some(n) = negation {
        units[n].use_up();
        units[n].emotion = None;
    }
    let rises = rises != negation.is_some();
    let good_when_high = is_good_when_high(units, m);
    let measure = &mut units[m];
    let news = if measure.score != 0.0 {
        if !rises && !measure.negated && !measure.outside {
            let sign = measure.score.signum();
            measure.turn();
            // "Violent crime falls": the word that qualifies the measure falls with it.
            if m > 0 && !units[m].clause_break_before {
                let qualifier = &mut units[m - 1];
                if qualifier.score.signum() == sign
                    && !qualifier.negated
                    && !qualifier.outside
                    && !is_determiner(qualifier.key)
                {
                    negate_noted(
                        &mut qualifier.score,
                        &mut qualifier.negated,
                        &mut qualifier.notes,
                    );
                }
            }
            // "Losses to bank scams dropped", "Deaths from cancer fell": what the measure's
            // complement names falls with it, and its words of the same sign tell no news of
            // their own.
            use_up_complement(units, m, i, Some(sign));
        }
        // "Inflation eases", "Inflation rose": the change is news at least as strong as that
        // of a measure that judges nothing itself.
        let measure = &mut units[m];
        if measure.score.abs() < MEASURE_CHANGE {
            measure.score = measure.score.signum() * MEASURE_CHANGE;
        }
        0.0
    } else {
        // "Ticket prices for the festival are set to rise": the change of a measure that
        // judges nothing itself is the news; the words of its complement name what it
        // measures, no news of their own, and so does the word that qualifies it
        // ("Customer satisfaction scores dropped", "Flu cases rose").
        use_up_complement(units, m, i, None);
        if m > 0 && !units[m].clause_break_before {
            let qualifier = &mut units[m - 1];
            if qualifier.kind == TokenKind::Word
                && qualifier.info.marker == Marker::None
                && qualifier.may_turn()
            {
                qualifier.use_up();
                qualifier.emotion = None;
            }
        }
        if rises == good_when_high {
            MEASURE_CHANGE
        } else {
            -MEASURE_CHANGE
        }
    };
    let word = &mut units[i];
    word.use_up();
    word.score = news;
    word.emotion = None;
}

/// Whether the measure at `m` is good news when it rises. A rate, a measure only after a word
/// with a valence that is no measure itself ([`is_measure`]), takes that word's direction:
/// good news when high after praise ("success rates"), bad news after an ill ("obesity
/// rates").
fn is_good_when_high(units: &[Unit<'_>], m: usize) -> bool {
    if units[m].info.marker == Marker::Rate {
        previous_in_clause(units, m).map_or(false, |of| of.valence.map_or(false, |v| v > 0.0))
    } else {
        units[m].info.marker == Marker::GoodWhenHigh
    }
}

/// Uses up the scores of the words between a measure at `m` and its verb of change at `i`, in
/// the measure's clause (its complement: "losses to bank scams", "prices for the festival"),
/// those of the sign `only_sign` if one is given. Nothing when the verb comes first.
fn use_up_complement(units: &mut [Unit<'_>], m: usize, i: usize, only_sign: Option<f32>) {
    for complement in units.get_mut(m + 1..i).unwrap_or_default() {
        if complement.clause_break_before {
            break;
        }
        if only_sign.map_or(true, |sign| complement.score.signum() == sign) && complement.may_turn()
        {
            complement.use_up();
            complement.emotion = None;
        }
    }
}

/// A word of level ([`Marker::High`], [`Marker::Low`], [`Marker::Record`], `high` says which)
/// said of a measure reports it as a change does: before the measure, as the next word of its
/// clause or the one after ("high unemployment", "lower prices", "record profits", "high
/// energy prices"), or, "high" and "low" only, after it in its clause, where
/// [`measure_of_change`] finds it ("Petrol prices hit a record high", "unemployment at its
/// lowest", "wages are higher"). Where a verb of change between them reports the measure
/// already ("Crime falls to its lowest level"), the word only says how far, and is used up.
/// Its own valence ("low" -1.1, "lowest" -1.6) judges a quality, not a level: beside a measure
/// it never counts. Returns whether it changed a score.
fn report_level(units: &mut [Unit<'_>], i: usize, high: bool) -> bool {
    if units[i].in_idiom {
        return false;
    }
    let after = measure_after(units, i);
    let before = || {
        // "record" reports a measure before it only after a verb of reaching ("Waiting lists
        // hit record 7.8 million", "Sales reached a new record"); elsewhere it is a noun of
        // its own ("the club's record").
        let reached = || {
            (i.saturating_sub(3)..i)
                .rev()
                .take_while(|&k| !units[k + 1].clause_break_before)
                .map(|k| units[k].key)
                .find(|key| !matches!(*key, "a" | "new" | "all-time" | "another"))
                .map_or(false, |key| {
                    matches!(
                        key,
                        "hit" | "hits" | "reach" | "reached" | "reaches" | "at" | "to" | "set"
                    )
                })
        };
        if units[i].info.marker == Marker::Record && !reached() {
            None
        } else {
            measure_of_change(units, i)
        }
    };
    let m = match after.or_else(before) {
        Some(m) => m,
        None if in_apposition_to_a_change(units, i) => {
            units[i].use_up();
            units[i].emotion = None;
            return true;
        }
        None if !high => return lowers_the_next(units, i),
        None => return false,
    };
    let reported_by_a_verb = m < i
        && units[m + 1..i].iter().any(|unit| {
            !unit.in_idiom
                && matches!(
                    unit.info.marker,
                    Marker::Rises
                        | Marker::Rise
                        | Marker::Subsides
                        | Marker::Fall
                        | Marker::Steady
                        | Marker::Cut
                        | Marker::Up
                        | Marker::Down
                )
        });
    if reported_by_a_verb {
        units[i].use_up();
        units[i].emotion = None;
    } else {
        report_change(units, m, i, high);
    }
    true
}

/// Whether the word of level at `i` opens a phrase set off after a clause that reports a
/// measure changing ("Unemployment drops to 4.1%, lowest level on record", "Prices rose 5%,
/// the highest in a decade"): it says how far the change went, which the verb reports.
fn in_apposition_to_a_change(units: &[Unit<'_>], i: usize) -> bool {
    let start = if units[i].clause_break_before {
        i
    } else if i > 0 && units[i - 1].clause_break_before && is_determiner(units[i - 1].key) {
        i - 1
    } else {
        return false;
    };
    (start.saturating_sub(MEASURE_REACH)..start)
        .rev()
        .take_while(|&k| !units[k + 1].clause_break_before || k + 1 == start)
        .any(|k| {
            matches!(
                units[k].info.marker,
                Marker::Rises | Marker::Subsides | Marker::Fall | Marker::Rise | Marker::Cut
            ) && measure_of_change(units, k).map_or(false, |m| m < k)
        })
}

/// "lower stress", "low risk", "lower quality": a word of low level before a word with a
/// valence that is no measure lessens it, and so turns it, as "less" does; its own valence
/// ("low" -1.1), a quality, is used up. Returns whether it changed a score.
fn lowers_the_next(units: &mut [Unit<'_>], i: usize) -> bool {
    let turns = next_in_clause(units, i).map_or(false, Unit::may_turn);
    if turns {
        units[i + 1].turn();
        units[i].use_up();
        units[i].emotion = None;
    }
    turns
}

/// The measure that the verb of lessening at `i` ([`Marker::Cut`], or a [`Marker::Reverser`] of
/// amount such as "reduce", "fewer") lessens: its object, one of the next two units of its
/// clause ("cut costs", "cut 2,000 jobs", "reduce its emissions"), or, for "cut" and its kin,
/// its subject straight before it or one word on ("Funding cuts", "Hospital waiting times cut
/// by a third"). Not in an idiom.
fn lessened_measure(units: &[Unit<'_>], i: usize) -> Option<usize> {
    // Of the verbs that turn what they act on, those of repair and prevention ("fix", "solve",
    // "prevent") do not lessen an amount: "fixes the price" sets it.
    let lessens = units[i].info.marker == Marker::Cut
        || [
            "reduc", "decreas", "lessen", "minimi", "fewer", "less", "eliminat", "scrap",
        ]
        .iter()
        .any(|stem| units[i].key.starts_with(stem));
    if units[i].in_idiom || !lessens {
        return None;
    }
    let object = measure_after(units, i);
    object
        .or_else(|| {
            if units[i].info.marker != Marker::Cut || units[i].clause_break_before {
                return None;
            }
            (i.saturating_sub(2)..i)
                .rev()
                .take_while(|&k| !units[k + 1].clause_break_before)
                .find(|&k| is_measure(units, k))
        })
        .or_else(|| measure_of_the_passive(units, i))
        .or_else(|| {
            // "Complaints about delivery times have halved": a verb of lessening in the
            // perfect, with nothing after it or a phrase of its own, says its subject fell.
            // Not "has slashed imports", whose object follows.
            let perfect = i > 0
                && !units[i].clause_break_before
                && matches!(units[i - 1].key, "have" | "has" | "had");
            let intransitive = next_in_clause(units, i).map_or(true, |next| {
                opens_a_phrase_of_its_own(next.key) || next.key == "since"
            });
            (units[i].info.marker == Marker::Cut && perfect && intransitive)
                .then(|| measure_of_change(units, i).filter(|&m| m < i))
                .flatten()
        })
}

/// The measure that a participle of lessening at `i` is said of in the passive, past its
/// auxiliaries ("fares to be cut by 20%", "the staff discount will be reduced", "Funding has
/// been slashed").
fn measure_of_the_passive(units: &[Unit<'_>], i: usize) -> Option<usize> {
    let mut k = i;
    while k > 0 && !units[k].clause_break_before {
        let before = units[k - 1].key;
        if !(is_auxiliary(before) || matches!(before, "be" | "been" | "being" | "to")) {
            break;
        }
        k -= 1;
    }
    let passive = k + 1 < i || (k < i && matches!(units[k].key, "be" | "been" | "being"));
    (passive && k > 0 && !units[k].clause_break_before && is_measure(units, k - 1)).then(|| k - 1)
}

/// "Problem solved", "The issue was resolved", "Festival cancelled", "problems have been quickly
/// resolved": the participle of a verb of lessening or removing ([`Marker::Reverser`]) after
/// what it acted on turns it, as the verb before its object does in the look-back, and is used
/// up. The word acted on is the nearest before it with a valence, past auxiliaries and the
/// verbs of the passive ("been", "got"), adverbs in "-ly" and "and", within `PATIENT_REACH`
/// units of its clause. Not a verb with an object of its own or "on" after it ("my friend
/// cancelled on me": its subject acted), nor a negated one ("still not fixed"). Returns
/// whether it turned one.
fn turn_what_was_lessened(units: &mut [Unit<'_>], i: usize) -> bool {
    let verb = &units[i];
    if verb.in_idiom
        || !verb.key.ends_with("ed")
        || verb.clause_break_before
        || takes_an_object(units, i)
        || next_in_clause(units, i).map_or(false, |next| next.key == "on")
    {
        return false;
    }
    let mut k = i;
    while k > 0 && i - k < PATIENT_REACH && !units[k].clause_break_before {
        k -= 1;
        let unit = &units[k];
        if unit.info.negation {
            return false;
        }
        let passive = matches!(unit.key, "be" | "been" | "being" | "get" | "got" | "gets");
        if passive || is_auxiliary(unit.key) || unit.key.ends_with("ly") || unit.key == "and" {
            continue;
        }
        // "The stolen bikes were recovered", "the broken window was fixed": the ill said of
        // the thing acted on, just before it, is what the verb undid.
        let qualified = unit.score == 0.0
            && unit.kind == TokenKind::Word
            && unit.info.marker == Marker::None
            && !is_determiner(unit.key)
            && !opens_a_phrase_of_its_own(unit.key)
            && k > 0
            && !unit.clause_break_before
            && units[k - 1].score < 0.0
            && units[k - 1].may_turn();
        if qualified {
            k -= 1;
        } else if !unit.may_turn() {
            return false;
        }
        let patient = &mut units[k];
        patient.turn();
        units[i].use_up();
        return true;
    }
    false
}

/// The rule that [`apply_change`] runs for a rare word with `marker`, if it has one: each
/// acts on the sentence around the word at the index it is given, and returns whether it
/// changed a score.
fn rule_of_a_rare_word(marker: Marker) -> Option<fn(&mut [Unit<'_>], usize) -> bool> {
    match marker {
        Marker::Recovers => Some(restore_what_was_lost),
        Marker::Restores => Some(end_the_harm_after),
        Marker::Consents => Some(withhold_approval_of_a_decision),
        Marker::Repays => Some(report_a_remedy_paid),
        Marker::Concedes => Some(concede_the_praise),
        _ => None,
    }
}

/// "The officer was polite, I'll give her that.", "I'll give them this: the design is
/// gorgeous.": "give" after "I'll" (or "I will"), then a pronoun and "that" or "this", concedes
/// the sentence's praise, as a clause that "although" opens is conceded: each positive unit
/// counts [`CONTRAST_BEFORE`], noted `conceded`. What the writer holds against it is said
/// around it, often in the next sentence ("Shame it took four months."). Returns whether it
/// weighed one. Out of line: asked only of "give".
#[inline(never)]
fn concede_the_praise(units: &mut [Unit<'_>], i: usize) -> bool {
    let key = |k: usize| units.get(k).map_or("", |unit| unit.key);
    let promised = match i {
        0 => false,
        _ => {
            matches!(key(i - 1), "i'll" | "i’ll" | "ill")
                || (key(i - 1) == "will" && i >= 2 && key(i - 2) == "i")
        }
    };
    if !promised
        || !matches!(key(i + 1), "them" | "her" | "him" | "you" | "it")
        || !matches!(key(i + 2), "that" | "this")
    {
        return false;
    }
    let mut weighed = false;
    // A "but" after the formula weighs the praise again (the contrast rules run after this
    // pass): conceded twice over, as the writer did.
    for unit in units.iter_mut() {
        if unit.score > 0.0 && unit.may_turn() {
            unit.score *= CONTRAST_BEFORE;
            unit.notes.add(Notes::CONCEDED);
            weighed = true;
        }
    }
    weighed
}

/// "Stolen tortoise returned to its owner", "A ring lost 30 years ago has been found", "Rare
/// painting, stolen in 1994, returned to the gallery", "Stolen Van Gogh recovered by police": a
/// verb of recovery ([`Marker::Recovers`], or "recovered") said of the thing whose loss its
/// sentence told before it turns the loss ("stolen", "lost", "missing", "disappeared",
/// "vanished"), the nearest one before it that still scores. The verb is said of the thing:
/// passive ("has been found", "was returned") or a participle after it, not a verb with a
/// person as its subject ("we returned home") nor a report ("a study has found", "inspectors
/// found that", "found out"). No negation between the loss and the verb ("has still not been
/// found"), and passive where a person lost ("we lost the final and returned home"). Returns
/// whether it turned one. Out of line: recoveries are rare, and the change rules are hot.
#[inline(never)]
fn restore_what_was_lost(units: &mut [Unit<'_>], i: usize) -> bool {
    // A person who acts, or a report, as the word before the verb.
    let acts_or_reports = |key: &str| {
        is_personal_pronoun(key)
            || matches!(
                key,
                "has"
                    | "have"
                    | "had"
                    | "study"
                    | "report"
                    | "survey"
                    | "review"
                    | "researchers"
                    | "inspectors"
                    | "analysis"
                    | "investigation"
                    | "inquiry"
                    | "audit"
                    | "poll"
            )
    };
    // "the lost and found", "lost & found" (the "&" is no unit): the office, no recovery.
    let lost_and_found = (i >= 1 && units[i - 1].key == "lost")
        || (i >= 2 && units[i - 1].key == "and" && units[i - 2].key == "lost");
    if i == 0
        || lost_and_found
        || acts_or_reports(units[i - 1].key)
        || next_in_clause(units, i).map_or(false, |next| matches!(next.key, "that" | "out"))
    {
        return false;
    }
    let passive = matches!(
        units[i - 1].key,
        "was" | "were" | "been" | "is" | "are" | "be" | "being"
    );
    for k in (0..i).rev() {
        let unit = &units[k];
        if unit.info.negation {
            return false;
        }
        // "We lost the final and returned home": a person who lost is the one who returns,
        // unless the verb is passive ("I lost my ring, and it was returned").
        let lost_by_someone = k > 0 && is_personal_pronoun(units[k - 1].key);
        if matches!(
            unit.key,
            "stolen" | "lost" | "missing" | "disappeared" | "vanished"
        ) && unit.score < 0.0
            && unit.may_turn()
            && (passive || !lost_by_someone)
        {
            units[k].turn();
            units[k].emotion = None;
            return true;
        }
    }
    false
}

/// "Ferry services resume between the islands after a week of storm disruption", "City park
/// restored after storm damage", "The fleet has recovered after years of decline": a verb of
/// coming back ([`Marker::Restores`], "recovered", "recovers") before "after" in its clause,
/// at most [`RESTORED_AFTER_REACH`] units on, says the harm "after" names is over: its words
/// to the end of the clause no longer score, and the coming back speaks for itself. Not when
/// the verb is denied ("won't reopen after the fire"). Returns whether it ended one.
#[inline(never)]
fn end_the_harm_after(units: &mut [Unit<'_>], i: usize) -> bool {
    let denied = (0..i)
        .rev()
        .take_while(|&k| !units[k + 1].clause_break_before)
        .any(|k| units[k].info.negation);
    if denied {
        return false;
    }
    let after = match (i + 1..units.len())
        .take(RESTORED_AFTER_REACH)
        .take_while(|&k| !units[k].clause_break_before)
        .find(|&k| units[k].key == "after")
    {
        Some(after) => after,
        None => return false,
    };
    let mut ended = false;
    for unit in units[after + 1..]
        .iter_mut()
        .take_while(|unit| !unit.clause_break_before)
    {
        if unit.score < 0.0 && unit.may_turn() {
            unit.use_up();
            unit.emotion = None;
            ended = true;
        }
    }
    ended
}

/// How many units after a verb of coming back [`end_the_harm_after`] looks for "after": "reopens
/// a week early after", "resume between the islands after".
const RESTORED_AFTER_REACH: usize = 5;

/// How far back [`turn_what_was_lessened`] looks for what a participle acted on: "problems have
/// been quickly and satisfactorily resolved" has six units between.
const PATIENT_REACH: usize = 7;

/// What an intention to repeat the experience scores ([`would_do_again`]): as "would
/// recommend" does.
const AGAIN_VALENCE: f32 = 2.0;

/// How far before "again" [`would_do_again`] looks for the verb: the verb and its object ("eat
/// at this restaurant again").
const AGAIN_REACH: usize = 5;

/// "Would stay again", "will definitely buy again", "I'd shop with them again", "won't be
/// ordering again", "would never go back there again": an intention to repeat an experience is
/// the verdict on it. A verb of coming back or of doing the thing again
/// ([`is_verb_of_coming_back`]) before "again", within `AGAIN_REACH` units of its clause, after
/// "would", "will", their contractions or "never", with nothing between but adverbs of
/// certainty, "be" and a negation, scores `AGAIN_VALENCE`, or its opposite when a negation is
/// among them. The modal and the negation are used up by the phrase: the intention is
/// asserted, not in irrealis, and the refusal is said once. Not "I'll have to buy it again"
/// (an obligation), "went there again" (no intention), "I'll try again later" (a retry) nor
/// "gonna do it again" (a plan).
fn would_do_again(units: &mut [Unit<'_>]) {
    for again in 0..units.len() {
        if units[again].info.marker != Marker::Again || units[again].in_idiom {
            continue;
        }
        let start = clause_start(units, again, AGAIN_REACH);
        let verb = match (start..again)
            .rev()
            .find(|&k| is_verb_of_coming_back(units[k].key))
        {
            Some(verb) => verb,
            None => continue,
        };
        let (mut intent, mut negation, mut never) = (None, None, None);
        let mut k = verb;
        while k > 0 && verb - k < 4 && !units[k].clause_break_before {
            k -= 1;
            let unit = &units[k];
            if matches!(
                unit.key,
                "would"
                    | "will"
                    | "wouldn't"
                    | "won't"
                    | "wouldnt"
                    | "wont"
                    | "i'd"
                    | "we'd"
                    | "i'll"
                    | "we'll"
            ) {
                intent = Some(k);
                if unit.info.negation {
                    negation = Some(k);
                }
                break;
            }
            if unit.info.negation {
                negation = Some(k);
                if unit.key == "never" {
                    never = Some(k);
                }
            } else if !matches!(
                unit.key,
                "definitely" | "certainly" | "surely" | "absolutely" | "happily" | "gladly" | "be"
            ) {
                break;
            }
        }
        let modal = match intent.or(never) {
            Some(modal) => modal,
            None => continue,
        };
        let valence = if negation.is_some() {
            -AGAIN_VALENCE
        } else {
            AGAIN_VALENCE
        };
        units[verb].valence = Some(valence);
        units[verb].emotion = None;
        for used in [Some(modal), negation].into_iter().flatten() {
            units[used].in_idiom = true;
            units[used].emotion = None;
        }
    }
}

/// A verb of coming back to something, or of doing it again, in the forms that follow a modal
/// ([`would_do_again`]).
fn is_verb_of_coming_back(key: &str) -> bool {
    matches!(
        key,
        "buy"
            | "buying"
            | "order"
            | "ordering"
            | "purchase"
            | "purchasing"
            | "shop"
            | "shopping"
            | "stay"
            | "staying"
            | "visit"
            | "visiting"
            | "go"
            | "going"
            | "return"
            | "returning"
            | "come"
            | "coming"
            | "eat"
            | "eating"
            | "dine"
            | "dining"
            | "book"
            | "booking"
            | "use"
            | "using"
            | "fly"
            | "flying"
            | "hire"
            | "hiring"
            | "watch"
            | "watching"
            | "read"
            | "reading"
            | "play"
            | "playing"
            | "see"
            | "seeing"
            | "do"
            | "doing"
    )
}

/// Whether a verb's form is a participle ("resolved", "fixing"), which after a determiner is an
/// adjective ("the resolved issues"), not a noun.
fn unit_key_is_participle(key: &str) -> bool {
    key.ends_with("ed") || key.ends_with("ing")
}

/// Whether the base form or participle at `i` ([`Marker::Rise`], [`Marker::Fall`]) is the verb
/// of `measure`: a base form straight after it or one word on ("Home prices fall", "Stocks
/// continue slide"), not after a determiner (then it is a noun: "a steep rise in crime", "the
/// fall"); a participle in "-ing" before it ("falling prices") or after an auxiliary ("Prices
/// are falling"), not as an adjective of another noun ("layoffs amid slowing demand"); a base
/// form after "to", an auxiliary or modal, or a negation after one, wherever its measure
/// stands in [`measure_of_change`]'s reach ("Energy bills set to rise", "Water tariffs will
/// not rise").
fn is_verb_of_its_measure(units: &[Unit<'_>], i: usize, measure: Option<usize>) -> bool {
    measure.map_or(false, |m| {
        if m > i {
            return true;
        }
        let before = units[i - 1].key;
        if units[i].clause_break_before {
            false
        } else if units[i].key.ends_with("ing") {
            i - m <= 3 && is_auxiliary(before)
        } else if before == "to"
            || is_auxiliary(before)
            || is_negated_auxiliary(before)
            || (units[i - 1].info.negation && i - m >= 2 && is_auxiliary(units[i - 2].key))
        {
            // "Water tariffs will not rise", "Bus fares in the region will rise", "Ticket
            // prices for the festival are set to rise": after an auxiliary or "to" the base
            // form is a verb, whose measure may stand as far back as `measure_of_change` looks.
            true
        } else {
            (i - m <= 2 || said_of_a_plural_with_its_place(units, m, i)) && !is_determiner(before)
        }
    })
}

/// Whether the base form at `i` agrees with a plural measure at `m` (or the plural noun just
/// after it) followed by a phrase of place or kind, as a headline says it ("Rents in Dublin
/// fall", "Waiting lists at the hospital fall", "Prices across the region rise"), with no verb
/// between them.
fn said_of_a_plural_with_its_place(units: &[Unit<'_>], m: usize, i: usize) -> bool {
    let head = if is_plural(units[m].key) { m } else { m + 1 };
    let opens_the_phrase = next_in_clause(units, head).map_or(false, |unit| {
        matches!(
            unit.key,
            "in" | "at" | "across" | "for" | "on" | "of" | "from" | "among" | "against" | "about"
        )
    });
    head < i
        && is_plural(units[head].key)
        && opens_the_phrase
        && units[head + 1..i].iter().all(|unit| {
            !unit.clause_break_before
                && !is_auxiliary(unit.key)
                && unit.info.cues & cue::CHANGE == 0
        })
}

/// Whether `key` reads as a plural noun: it ends in "s" but not "ss" ("rents", "burglaries";
/// not "access").
fn is_plural(key: &str) -> bool {
    key.ends_with('s') && !key.ends_with("ss")
}

/// How many units before a verb of change [`measure_of_change`] looks for its measure: a
/// subject with its complements ("Shares of the retailer fell", "Crime in the city
/// dropped"), not a whole clause, which a long run of such verbs would search for each.
const MEASURE_REACH: usize = 10;

/// The measure ([`Marker::GoodWhenHigh`] or [`Marker::BadWhenHigh`]) whose change the verb at
/// `i` reports: the nearest before it in its clause, within `MEASURE_REACH`, or the next unit
/// after a verb in "-ing" ("rising costs", "soaring prices").
fn measure_of_change(units: &[Unit<'_>], i: usize) -> Option<usize> {
    // "Sales were hurt by rising costs": the measure after a verb in "-ing" is its own.
    let next = i + 1;
    if units[i].key.ends_with("ing")
        && next < units.len()
        && !units[next].clause_break_before
        && is_measure(units, next)
    {
        return Some(next);
    }
    // "Home sales dropped as mortgage rates climbed": a conjunction opens the verb's clause.
    (clause_start(units, i, MEASURE_REACH)..i)
        .rev()
        .find(|&k| is_measure(units, k))
}

/// A measure among the next two units of the clause of the unit at `i`: what a word before a
/// measure says of it ("high unemployment", "high energy prices", "cut 2,000 jobs", "freeze
/// parking fees").
fn measure_after(units: &[Unit<'_>], i: usize) -> Option<usize> {
    (i + 1..units.len().min(i + 3))
        .take_while(|&k| !units[k].clause_break_before)
        .find(|&k| is_measure(units, k))
}

/// What "passed" scores before a test it met ([`passes_a_test`]): success, as the phrases
/// `passed my exam` and `passed the test` score (`idioms.tsv`).
const PASSED_A_TEST: f32 = 2.0;

/// The emotion of a test passed: joy, as the phrases of `passed my exam` have it
/// (`emotion_seeds.tsv`).
static DELIGHT_AT_SUCCESS: [f32; 6] = [0.8, 0.0, 0.0, 0.0, 0.0, 0.0];

/// Whether "pass" or "passed" at `i` has a test for its object: a determiner or "all" next,
/// then within three words of its clause a noun of trial ("passed his theory test", "passed
/// all her exams", "passed its MOT"). Not "passed away", "passed the salt", "passed it on",
/// nor after "to", a requirement or a plan ("required all teachers to pass a national exam").
#[inline(never)]
fn passes_a_test(units: &[Unit<'_>], i: usize) -> bool {
    !previous_in_clause(units, i).map_or(false, |before| before.key == "to")
        && next_in_clause(units, i).map_or(false, |next| {
            is_determiner(next.key) || matches!(next.key, "all" | "every" | "both")
        })
        && rest_of_clause(units, i + 1).take(3).any(|unit| {
            matches!(
                unit.key,
                "test"
                    | "tests"
                    | "exam"
                    | "exams"
                    | "resit"
                    | "inspection"
                    | "mot"
                    | "audition"
                    | "interview"
                    | "assessment"
                    | "defence"
                    | "defense"
                    | "probation"
                    | "module"
                    | "modules"
            )
        })
}

/// What "too" scores before a quality that has no valence of its own ("too loud", "too small",
/// "far too salty"): more than it should be is a complaint, as the idioms of amount say ("too
/// long" −1.0, `idioms.tsv`).
const EXCESS: f32 = -1.0;

/// Whether "too" at `i` says an excess: it stands where a quality is said of something, after
/// a form of be, a negation, a verb of seeming or a degree word ("was too loud", "it's far too
/// small", "feels a bit too long", "not too loud"), which "too" meaning "also" does not ("I too
/// live here", "you too man"); the next word of its clause is a word with no valence (a quality
/// that has one keeps it: "too funny", "too cute"), no determiner or pronoun; and no "to"
/// follows it ("too early to tell" is a hedge; "too tired to enjoy it" a limit, which the
/// look-back applies).
fn says_an_excess(units: &[Unit<'_>], i: usize) -> bool {
    let (before, quality) = match (previous_in_clause(units, i), next_in_clause(units, i)) {
        (Some(before), Some(next)) => (before, next),
        _ => return false,
    };
    let predicative = is_auxiliary(before.key)
        || before.info.negation
        || before.key.ends_with("'s")
        || before.key.ends_with("'re")
        || before.key.ends_with("'m")
        || matches!(
            before.key,
            "be" | "been"
                | "being"
                | "bit"
                | "way"
                | "far"
                | "much"
                | "slightly"
                | "rather"
                | "just"
                | "seems"
                | "seemed"
                | "looks"
                | "looked"
                | "feels"
                | "felt"
                | "sounds"
                | "tastes"
                | "got"
                | "gets"
                | "getting"
                | "became"
        );
    predicative
        && quality.kind == TokenKind::Word
        && quality.valence.is_none()
        && matches!(quality.info.marker, Marker::None | Marker::Size)
        && !is_determiner(quality.key)
        && !opens_a_phrase_of_its_own(quality.key)
        && !matches!(quality.key, "me" | "you" | "it" | "us" | "them" | "lol")
        && !rest_of_clause(units, i + 1)
            .take(2)
            .any(|unit| unit.key == "to")
}

/// A preposition or conjunction after a verb: what follows is no object of the verb ("can
/// be increased if inflation requires").
fn opens_a_phrase_of_its_own(key: &str) -> bool {
    matches!(
        key,
        "if" | "in"
            | "to"
            | "for"
            | "by"
            | "as"
            | "than"
            | "and"
            | "or"
            | "with"
            | "on"
            | "at"
            | "of"
    )
}

/// Whether the unit at `k` is a measure whose direction is news ([`Marker::GoodWhenHigh`],
/// [`Marker::BadWhenHigh`]), or a rate ([`Marker::Rate`]) of something good or ill: "obesity
/// rates", "success rates", not "pass rates", whose direction the words do not say, nor
/// "crime rates", whose measure is the word before.
fn is_measure(units: &[Unit<'_>], k: usize) -> bool {
    let unit = &units[k];
    !unit.in_idiom
        && match unit.info.marker {
            Marker::GoodWhenHigh | Marker::BadWhenHigh => true,
            Marker::Rate => previous_in_clause(units, k).map_or(false, |of| {
                of.kind == TokenKind::Word
                    && of.info.marker == Marker::None
                    && of.valence.map_or(false, |v| v != 0.0)
            }),
            _ => false,
        }
}

/// Where the clause of the unit at `i` starts, looking back at most `limit` units: after a
/// clause break, or after a conjunction, which opens a clause within a sentence.
fn clause_start(units: &[Unit<'_>], i: usize, limit: usize) -> usize {
    let mut k = i;
    while k > 0
        && i - k < limit
        && !units[k].clause_break_before
        && !is_conjunction(units[k - 1].key)
    {
        k -= 1;
    }
    k
}

/// Whether the verb at `i` has an object: the next word of its clause is a determiner or an
/// object pronoun, or a word the lexicon rates ("dropped it", "eased the pain", "diminished
/// hope"; not an adverb derived from one, "falls neatly").
fn takes_an_object(units: &[Unit<'_>], i: usize) -> bool {
    next_in_clause(units, i).map_or(false, |next| {
        next.info.valence.is_some() || is_determiner(next.key) || is_object_pronoun(next.key)
    })
}

/// Whether `key` is a pronoun that can be a verb's object ("it", "them", "him", "me", "us",
/// "you").
fn is_object_pronoun(key: &str) -> bool {
    matches!(key, "it" | "them" | "him" | "me" | "us" | "you")
}

/// Whether a sentence that ends as a question asks the hearer for an action: one of its
/// clauses opens with a modal, "you" or "we" and a verb ("Could you send it?", "Hi Anil, could
/// you send it?", "Can we move the call?"). Not a question tag ("…, would you?").
fn asks_for_an_action(units: &[Unit<'_>]) -> bool {
    units.windows(3).enumerate().any(|(k, three)| {
        (k == 0 || three[0].clause_break_before)
            && matches!(three[0].key, "can" | "could" | "would" | "will" | "shall")
            && matches!(three[1].key, "you" | "we" | "u")
            && three[2].kind == TokenKind::Word
            && !three[2].clause_break_before
    })
}

/// Articles, demonstratives and possessive determiners: what opens a noun phrase. Inlined: as a
/// call of its own it changed how LLVM inlines `score_sentence`, 3% slower in wasm (A/B).
#[inline(always)]
fn is_determiner(key: &str) -> bool {
    is_article_or_possessive(key) || matches!(key, "this" | "that" | "these" | "those")
}

/// An article or a possessive determiner: a determiner that is never a clause's subject, as
/// "this" and "that" can be. Inlined, as [`is_determiner`] is. The same set is
/// `lexicon::ARTICLES_AND_POSSESSIVES`, flagged in the index for the look-back, where a test
/// of the key cost 1% of the instructions; a unit test holds the two together.
#[inline(always)]
fn is_article_or_possessive(key: &str) -> bool {
    matches!(
        key,
        "a" | "an" | "the" | "my" | "your" | "his" | "her" | "its" | "our" | "their"
    )
}

/// Whether "pretty" at `i` is an adverb of degree: the next word of its clause is one it
/// grades, a word with a valence ("pretty good", "pretty boring"), a degree word ("pretty
/// damn") or "much". Before anything else it is the adjective ("a pretty dress", "pretty and
/// smart"), with its valence.
fn pretty_grades_the_next(units: &[Unit<'_>], i: usize) -> bool {
    next_in_clause(units, i).map_or(false, |next| {
        next.kind == TokenKind::Word
            && (next.valence.is_some() || next.info.booster.is_some() || next.key == "much")
    })
}

/// Verbs that "hard" after them grades as an adverb of effort or intensity. Not "hit", "fall"
/// or "rain", where it says how badly, nor "look" or "seem", after which it is the adjective
/// ("that looks hard").
#[rustfmt::skip]
const VERBS_OF_EFFORT: &[&str] = &[
    "work", "works", "worked", "working",
    "try", "tries", "tried", "trying",
    "laugh", "laughs", "laughed", "laughing",
    "play", "plays", "played", "playing",
    "train", "trains", "trained", "training",
    "study", "studies", "studied", "studying",
    "push", "pushes", "pushed", "pushing",
    "fight", "fights", "fought", "fighting",
    "think", "thinks", "thought", "thinking",
    "practice", "practices", "practiced", "practicing", "practise", "practised", "practising",
    "cry", "cries", "cried", "crying",
    "party", "partied", "partying",
];

/// Whether the unit is an adverb in "-ly" or "finally", which says how or when rather than
/// what. Not the adjectives in "-ly" that judge ("Her lonely feeling is easing", "the lovely
/// weather is fading"), which are the state itself.
fn is_adverb_of_manner_or_time(unit: &Unit<'_>) -> bool {
    (unit.key.ends_with("ly") && !is_adjective_in_ly(unit.key))
        || unit.info.marker == Marker::Finally
}

/// The adjectives in "-ly" with a valence of their own.
fn is_adjective_in_ly(key: &str) -> bool {
    matches!(
        key,
        "lovely"
            | "lively"
            | "friendly"
            | "unfriendly"
            | "lonely"
            | "ugly"
            | "silly"
            | "holy"
            | "jolly"
            | "costly"
            | "deadly"
            | "sickly"
            | "smelly"
            | "cuddly"
            | "homely"
            | "unruly"
            | "timely"
            | "untimely"
            | "stately"
            | "ghastly"
            | "grisly"
            | "wobbly"
            | "bubbly"
            | "surly"
            | "prickly"
            | "chilly"
            | "heavenly"
            | "ungodly"
            | "melancholy"
            | "unsightly"
            | "unseemly"
            | "unlikely"
    )
}

/// Whether "finally" at `i` only orders what is said: set off by a comma after it, or just
/// after an "and" that opens its clause ("and finally the price").
fn orders_the_points(units: &[Unit<'_>], i: usize) -> bool {
    units
        .get(i + 1)
        .map_or(false, |next| next.clause_break_before)
        || (i > 0
            && units[i - 1].key == "and"
            && (i == 1 || units[i - 1].clause_break_before)
            && !units[i].clause_break_before)
}

/// Whether "hard" at `i` follows a verb of effort ([`VERBS_OF_EFFORT`]) in its clause,
/// directly or after one degree word ("worked hard", "laughed so hard", "laughed that hard").
fn hard_grades_the_verb(units: &[Unit<'_>], i: usize) -> bool {
    let verb = match previous_in_clause(units, i) {
        Some(degree) if degree.info.booster.is_some() || matches!(degree.key, "that" | "this") => {
            previous_in_clause(units, i - 1)
        }
        other => other,
    };
    verb.map_or(false, |verb| VERBS_OF_EFFORT.contains(&verb.key))
}

/// The valence of the word just before `i` in its clause when it is a negative word that
/// no idiom has used up ("stress" in "stress free").
fn negative_word_before(units: &[Unit<'_>], i: usize) -> Option<f32> {
    let before = previous_in_clause(units, i)?;
    let usable = before.kind == TokenKind::Word && !before.in_idiom;
    before.valence.filter(|&v| usable && v < 0.0)
}

/// Whether "like" is the verb of liking: after a subject, auxiliary or "to", possibly with an
/// adverb between ([`BeforeLike`]). After anything else ("feels like", "more like", "something
/// like", a sentence start or a comma) it is a preposition, a conjunction or a filler, and
/// carries no sentiment.
fn like_is_the_verb_at(units: &[Unit<'_>], i: usize) -> bool {
    // What the words before say, within the clause.
    let before_like = |unit: &Unit<'_>| unit.info.before_like;
    let previous = previous_in_clause(units, i).map(before_like);
    let before = previous.and_then(|_| previous_in_clause(units, i - 1).map(before_like));
    match previous {
        Some(BeforeLike::SubjectOrAuxiliary) => true,
        Some(BeforeLike::Adverb) => before == Some(BeforeLike::SubjectOrAuxiliary),
        _ => false,
    }
}

/// Whether the degree phrase "kind of" or "sort of" at `i` is the noun with its complement
/// ("this sort of thing", "what kind of person", "a kind of magic"), which grades nothing: a
/// determiner comes before it.
fn noun_with_its_complement(units: &[Unit<'_>], i: usize) -> bool {
    matches!(units[i].key, "kind" | "sort")
        && previous_in_clause(units, i).map_or(false, |before| {
            is_determiner(before.key)
                || matches!(
                    before.key,
                    "what" | "which" | "some" | "any" | "every" | "each"
                )
        })
}

/// The degree scalar of the two-word degree phrase ("kind of", "a bit") that the units at
/// `first` and `first + 1` make within one clause, if they make one.
#[inline(always)]
fn degree_pair_at(units: &[Unit<'_>], first: usize) -> Option<f32> {
    let head = units.get(first)?;
    if !head.info.starts_booster_pair {
        return None;
    }
    let next = next_in_clause(units, first)?;
    head.info.booster_pair(head.key, next.key)
}

/// Whether the units at `first` and after it are a pair that denies what follows as "not"
/// does: "anything but", "far from", "less than" (Horn, "A Natural History of Negation", 1989,
/// on such understatements). Not "no less than" (see the look-back).
fn denial_pair_at(units: &[Unit<'_>], first: usize) -> bool {
    next_in_clause(units, first).map_or(false, |next| {
        matches!(next.info.marker, Marker::But | Marker::DenialEnd)
            && matches!(
                (units[first].key, next.key),
                ("anything", "but") | ("far", "from") | ("less", "than")
            )
    })
}

/// The unit after the one at `i`, when no clause break stands between them.
#[inline(always)]
fn next_in_clause<'u, 'k>(units: &'u [Unit<'k>], i: usize) -> Option<&'u Unit<'k>> {
    units.get(i + 1).filter(|next| !next.clause_break_before)
}

/// The unit before the one at `i`, when no clause break stands between them.
#[inline(always)]
fn previous_in_clause<'u, 'k>(units: &'u [Unit<'k>], i: usize) -> Option<&'u Unit<'k>> {
    if i == 0 || units[i].clause_break_before {
        None
    } else {
        units.get(i - 1)
    }
}

/// The units after the one at `i` up to the end of its clause.
fn rest_of_clause<'u, 'k>(units: &'u [Unit<'k>], i: usize) -> impl Iterator<Item = &'u Unit<'k>> {
    units[i + 1..]
        .iter()
        .take_while(|unit| !unit.clause_break_before)
}

/// The units that a negation at `i` reaches: the next `SCOPE` of its clause, not counting
/// "a single" ([`in_emphatic_single`]) or "even".
fn reach<'u, 'k>(units: &'u [Unit<'k>], i: usize) -> impl Iterator<Item = &'u Unit<'k>> {
    reach_indices(units, i).map(move |k| &units[k])
}

/// Where the units of [`reach`] are.
fn reach_indices<'u>(units: &'u [Unit<'_>], i: usize) -> impl Iterator<Item = usize> + 'u {
    (i + 1..units.len())
        .take_while(move |&k| !units[k].clause_break_before)
        .filter(move |&k| units[k].info.marker != Marker::Even && !in_emphatic_single(units, k))
        .take(SCOPE)
}

/// Whether the unit at `i` is a word of "a single" or "one single" in one clause, which
/// stresses the count of one ("haven't had a single problem", "not one single complaint")
/// and so is no step in the reach of a negation or degree word.
fn in_emphatic_single(units: &[Unit<'_>], i: usize) -> bool {
    let single_at = |s: usize| {
        s > 0
            && s < units.len()
            && units[s].info.marker == Marker::Single
            && !units[s].clause_break_before
            && matches!(units[s - 1].key, "a" | "one")
    };
    single_at(i) || single_at(i + 1)
}

/// Whether the unit at `i` is a "but" or "yet" that pivots a contrast within its sentence
/// ([`apply_contrast`]).
fn pivots_a_contrast(units: &[Unit<'_>], i: usize) -> bool {
    match units[i].info.marker {
        // "anything but" denies rather than contrasts, and an idiom's "but" ("nothing but",
        // "only") is no pivot.
        Marker::But => i > 0 && !units[i].in_idiom && !denial_pair_at(units, i - 1),
        // "yet" contrasts only at a clause start ("…, yet it works"), not in "not yet".
        Marker::Yet => {
            i > 0 && (units[i].clause_break_before || units[i - 1].info.marker == Marker::And)
        }
        _ => false,
    }
}

/// "but", "however", "yet": what follows outweighs what came before.
/// "although", "though", "even though": the clause they open is conceded.
fn apply_contrast(units: &mut [Unit<'_>]) {
    let n = units.len();
    if let Some(p) = (0..n).find(|&i| pivots_a_contrast(units, i)) {
        weigh(
            &mut units[..p],
            CONTRAST_BEFORE,
            Notes::BEFORE_CONTRAST,
            false,
        );
        weigh(
            &mut units[p + 1..],
            CONTRAST_AFTER,
            Notes::AFTER_CONTRAST,
            false,
        );
        return;
    }
    if let Some(c) = (0..n).find(|&i| units[i].info.marker == Marker::Although) {
        // The conceded clause runs from the conjunction to the next clause break;
        // the main clause, before or after it, carries the weight.
        let end = (c + 1..n)
            .find(|&j| units[j].clause_break_before)
            .unwrap_or(n);
        for (i, unit) in units.iter_mut().enumerate() {
            if unit.score == 0.0 || i == c {
                continue;
            }
            if i > c && i < end {
                unit.score *= CONTRAST_BEFORE;
                unit.notes.add(Notes::CONCEDED);
            } else {
                unit.score *= CONTRAST_AFTER;
                unit.notes.add(Notes::AFTER_CONTRAST);
            }
        }
    }
}

/// Whether the sentence of the tokens `range` opens with a contrast word
/// ([`SENTENCE_CONTRAST_WORDS`]: "But …", "However, …", "Yet …", "Nevertheless, …"), past any
/// opening quote or bracket: it turns against the sentence before it.
fn opens_with_contrast(tokens: &Tokens, text: &str, range: Range<usize>) -> bool {
    let (short_words, long_words) = &SENTENCE_CONTRAST_WORDS;
    tokens.toks[range]
        .iter()
        .find(|t| t.kind != TokenKind::Punct)
        .map_or(false, |first| {
            first.kind == TokenKind::Word
                && if first.short != 0 {
                    short_words.contains(&first.short)
                } else {
                    long_words.contains(&tokens.key(text, first))
                }
        })
}

/// What a sentence's punctuation adds, counted while its units are built.
#[derive(Default)]
struct SentencePunctuation {
    exclamations: u32,
    questions: u32,
    /// The previous token is a terminator: the next one continues its run.
    in_run: bool,
    /// The sentence ends as a question: its last run of terminators (`.`, `!`, `?`, `…`,
    /// with what follows them, such as closing quotes, a link or an emoticon) has a `?`
    /// ("Why?", "really?!"). While tokens are added: the latest run has one.
    ends_as_question: bool,
}

impl SentencePunctuation {
    /// Counts the next token of the sentence.
    fn add(&mut self, token: &Tok) {
        self.exclamations += u32::from(token.has(flag::EXCLAIM));
        let question = token.has(flag::QUESTION);
        self.questions += u32::from(question);
        if token.has(flag::TERMINATOR) {
            self.ends_as_question = question || (self.in_run && self.ends_as_question);
            self.in_run = true;
        } else {
            self.in_run = false;
        }
    }

    /// `!` adds `EXCLAIM_POSITIVE_INCR` (a positive sentence) or `EXCLAIM_INCR` (a negative one)
    /// each, up to 4; `?` adds 0.18 each when more than one (up to 0.96).
    fn emphasis(&self, positive: bool) -> f32 {
        let per_exclamation = if positive {
            EXCLAIM_POSITIVE_INCR
        } else {
            EXCLAIM_INCR
        };
        let ep = self.exclamations.min(4) as f32 * per_exclamation;
        let qm = if self.questions > 1 {
            if self.questions <= 3 {
                self.questions as f32 * 0.18
            } else {
                0.96
            }
        } else {
            0.0
        };
        ep + qm
    }
}

/// Buffers an analysis needs, kept from one text to the next so that
/// analysing does not allocate once they are big enough.
#[derive(Default)]
struct Scratch {
    tokens: Tokens,
    sentences: Vec<Range<usize>>,
    units: Vec<Unit<'static>>,
    previous_units: Vec<Unit<'static>>,
    word_cache: WordCache,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// An empty vector of another element type with the same layout, reusing
/// `v`'s allocation (the standard library collects in place when it can).
/// Used to keep buffers of borrowed keys across texts of different lifetimes.
fn recycle<T, U>(mut v: Vec<T>) -> Vec<U> {
    v.clear();
    v.into_iter()
        .map(|_| unreachable!("the vector is empty"))
        .collect()
}

/// Analyses `text`. See [`crate::analyze()`].
///
/// Without `detail`, the per-sentence results and token contributions are
/// left empty (the summary is the same).
pub fn analyze_text(text: &str, detail: bool) -> Analysis {
    with_lexicon(|lexicon| {
        SCRATCH.with(|scratch| match scratch.try_borrow_mut() {
            Ok(mut scratch) => analyze_with::<true>(lexicon, &mut scratch, text, detail, PARTS),
            // Not reachable (the engine does not call itself), but never a panic.
            Err(_) => analyze_with::<true>(lexicon, &mut Scratch::default(), text, detail, PARTS),
        })
    })
}

/// How a text is cut into parts, each tokenized and scored before the next is read: the
/// analysis holds the tokens of one part (and of a sentence running on from the one before),
/// never those of the whole text, so its memory stays bounded however long the text is.
#[derive(Clone, Copy)]
struct Parts {
    /// Bytes of text read at a time.
    bytes: usize,
    /// A sentence still open after this many bytes is cut there, as if the text ended.
    sentence_bytes_max: usize,
}

/// A Worker has 128 MB for everything, and a text may have 10 MB. Scored whole, a text's
/// tokens alone took 40 bytes for each token, and its buffers grew by doubling: a 10 MB text
/// of punctuation needed 1.3 GB of wasm memory. In parts of 16 KB the buffers stay under a
/// megabyte. Texts shorter than a part (all but documents) are read in one go, as before.
/// No sentence of real text comes near the cut; a text without terminators or line breaks
/// does, and is then read as sentences of 16 KB.
const PARTS: Parts = Parts {
    bytes: 16 * 1024,
    sentence_bytes_max: 16 * 1024,
};

/// Fills `units` with the units of the sentence made of the tokens `range` of `tokens` (of
/// `text`), each with what the lexicons say of it; returns what the sentence as a whole is like
/// and its punctuation.
///
/// With `SHORTCUTS` false every unit is looked up afresh, not in the word cache.
#[inline(always)]
fn sentence_units<'k, const SHORTCUTS: bool>(
    lexicon: &'k Lexicon,
    word_cache: &mut WordCache,
    tokens: &'k Tokens,
    text: &'k str,
    range: Range<usize>,
    units: &mut Vec<Unit<'k>>,
) -> (SentenceCues, SentencePunctuation) {
    let toks = &tokens.toks;
    let sentence_tokens = &toks[range.clone()];
    units.clear();
    let mut clause_break = false;
    let (mut cased, mut caps, mut lower, mut title) = (0usize, 0usize, 0usize, 0usize);
    let (mut long_words, mut long_capitalised) = (0usize, 0usize);
    let mut link = false;
    let mut word_cues = 0u16;
    let mut punctuation = SentencePunctuation::default();
    let mut rating_end = None;
    let mut quoted = false;
    for (offset, token) in sentence_tokens.iter().enumerate() {
        punctuation.add(token);
        if token.kind == TokenKind::Number {
            // "5 stars", "10/10": a rating in figures scores as a word would. Its other
            // numbers ("3/5 stars") are its own, not ratings of their own.
            let rating = match rating_end {
                Some(end) if offset <= end => None,
                _ => rating_at(tokens, text, sentence_tokens, offset),
            };
            if let Some(Rating {
                valence,
                last,
                middle,
            }) = rating
            {
                rating_end = Some(last);
                let phrase = (range.start + offset, range.start + last);
                let key = tokens.key(text, token);
                let info = if middle {
                    &MIDDLING_MARK
                } else {
                    lexicon.entry_at(EntryId::UNKNOWN)
                };
                word_cues |= info.cues;
                units.push(rating_unit(token, key, info, phrase, valence, clause_break));
                clause_break = false;
            } else if let Some(before) = units.last_mut() {
                if before.phrase.1 + 1 == range.start + offset {
                    before.flags |= flag::BEFORE_NUMBER;
                }
            }
            continue;
        }
        if is_unit(token) {
            let key = tokens.key(text, token);
            let UnitInfo {
                id,
                valence,
                emotion,
            } = if SHORTCUTS {
                word_cache.look_up(lexicon, token, key)
            } else {
                unit_info(lexicon, token, key)
            };
            let info = lexicon.entry_at(id);
            word_cues |= info.cues;
            let phrase = (range.start + offset, range.start + offset);
            units.push(Unit::unscored(
                token,
                phrase,
                key,
                info,
                valence,
                emotion,
                clause_break,
            ));
            clause_break = false;
            if token.kind == TokenKind::Word && token.has(flag::HAS_LETTER) {
                // "I" (and a capital "A") is written so in any text: it says nothing of
                // whether the rest is in ALL CAPS ("I HATE THIS" is all capitals).
                let lone_capital = key.len() == 1 && token.has(flag::CAPITALIZED);
                cased += usize::from(!lone_capital);
                caps += usize::from(token.has(flag::ALL_CAPS));
                lower += usize::from(token.has(flag::LOWER_START));
                let capitalised = token.has(flag::CAPITALIZED) && !token.has(flag::ALL_CAPS);
                title += usize::from(capitalised);
                // Past the sentence's first unit (see `in_title_case`).
                let long = key.len() > 3 && units.len() > 1;
                long_words += usize::from(long);
                long_capitalised += usize::from(long && capitalised);
            }
        } else if token.has(flag::CLAUSE_BREAK) {
            clause_break = true;
        } else {
            link |= token.kind == TokenKind::Url;
            quoted |= is_quotation_mark(text, token);
        }
    }
    if quoted {
        mark_quoted_units(toks, text, units);
    }
    let cues = SentenceCues {
        cap_differential: caps > 0 && caps < cased,
        negation_or_degree_word: word_cues & cue::NEGATION_OR_DEGREE_WORD != 0,
        contrast: word_cues & cue::CONTRAST != 0,
        modal: word_cues & cue::MODAL != 0,
        mostly_lower_case: lower >= 2 * title,
        title_case: in_title_case(long_words, long_capitalised),
        link,
        question: punctuation.ends_as_question,
        change: word_cues & cue::CHANGE != 0,
        again: word_cues & cue::AGAIN != 0,
        irony: word_cues & cue::IRONY != 0,
        used: word_cues & cue::USED != 0,
        thanks: word_cues & cue::THANKS != 0,
        balanced: word_cues & cue::BALANCED != 0,
        in_person: word_cues & cue::PERSON != 0,
        // Set by the caller, which sees the sentences around it.
        opens_with_contrast: false,
        contrast_follows: false,
    };
    (cues, punctuation)
}

/// A quotation mark, double or single, straight or curly (`"`, `“`, `”`, `'`, `‘`, `’`), as a
/// token of its own: an apostrophe inside a word ("don't") is part of the word, so a single
/// mark alone is one that opens or closes a quotation (or ends a plural's possessive,
/// "the kids' room", which [`is_disputed`] does not mistake for a quotation: it needs marks
/// on both sides of one word after a determiner).
#[inline(always)]
fn is_quotation_mark(text: &str, token: &Tok) -> bool {
    matches!(
        text.as_bytes().get(token.start..token.end),
        Some(
            b"\""
                | b"'"
                | [0xE2, 0x80, 0x9C]
                | [0xE2, 0x80, 0x9D]
                | [0xE2, 0x80, 0x98]
                | [0xE2, 0x80, 0x99]
        )
    )
}

/// Flags the units of a sentence with quotation marks that one touches: `QUOTE_BEFORE`
/// when it ends where the unit's first token starts, `QUOTE_AFTER` when it starts where the
/// unit's last token ends. Out of line: few sentences quote, and the loop that builds units is
/// the hottest there is.
#[inline(never)]
fn mark_quoted_units(toks: &[Tok], text: &str, units: &mut [Unit<'_>]) {
    for unit in units.iter_mut() {
        let (first, last) = unit.phrase;
        if first > 0
            && is_quotation_mark(text, &toks[first - 1])
            && toks[first - 1].end == toks[first].start
        {
            unit.flags |= flag::QUOTE_BEFORE;
        }
        if let Some(after) = toks.get(last + 1) {
            if is_quotation_mark(text, after) && toks[last].end == after.start {
                unit.flags |= flag::QUOTE_AFTER;
            }
        }
    }
}

/// Whether the unit at `i`, or the idiom it starts, stands alone between
/// quotation marks after a determiner: "another “smart” kettle", "the \"free\" trial",
/// "my \"friends\"". A word so set off is disputed (scare quotes), not meant. Not a word
/// reported ("rated us \"outstanding\"", "said they were \"over the moon\""), which is news of
/// praise.
/// `skip_until` is where the idiom the unit starts ends, if it starts one. Out of line: quoted
/// words are rare, and the loop that calls it is hot.
#[inline(never)]
fn is_disputed(units: &[Unit<'_>], i: usize, skip_until: usize) -> bool {
    let last = skip_until.saturating_sub(1).max(i);
    units[i].has(flag::QUOTE_BEFORE)
        && units[last].has(flag::QUOTE_AFTER)
        && i > 0
        && !units[i].clause_break_before
        && (is_determiner(units[i - 1].key) || matches!(units[i - 1].key, "another" | "so-called"))
}

/// The unit of a rating in figures (see [`rating_at`]): the number token `token`, with `key`,
/// standing for the tokens `phrase`. Kept out of line: ratings are rare, and the loop that
/// builds units is the hottest there is.
#[inline(never)]
fn rating_unit<'k>(
    token: &Tok,
    key: &'k str,
    info: &'k WordInfo,
    phrase: (usize, usize),
    valence: f32,
    clause_break_before: bool,
) -> Unit<'k> {
    Unit::unscored(
        token,
        phrase,
        key,
        info,
        Some(valence),
        None,
        clause_break_before,
    )
}

/// A rating in figures, found by [`rating_at`].
struct Rating {
    /// Its valence (see [`rating_at`]).
    valence: f32,
    /// The index of its last token.
    last: usize,
    /// The mark is the middle of its scale (3 of 5, 5 of 10): a balanced verdict.
    middle: bool,
}

/// A rating given in figures, at the number `at` of a sentence's tokens `toks`: `N stars`,
/// `N-star`, `N/M stars`, `N out of M stars` (or `outta`; of 5 unless M says otherwise), and
/// `N/M` or `N out of M` (of 5 or 10) without "stars" where a rating stands (`10/10 would recommend`,
/// `I'd give it 8/10.`, `Solid 4/5.`; not `1/10 of a second`, a date `on 10/10`, nor `8 out
/// of 10 dentists`). Returns its [`Rating`]. The valence is the
/// share of the top mark on a line through 0 at 3 of 5 (a middling mark, which judges
/// nothing) to ±2.5 at 5 of 5 and at 1 of 5 or less, the value of the idioms `five stars`
/// and `one star`; every mark from half the top to three fifths of it is middling (`5/10`,
/// `3/5`), and scores 0.
// Out of line for the same reason as `rating_unit` (A/B in wasm: 1.3% on the benchmark
// sentences, which have no numbers).
#[inline(never)]
fn rating_at(tokens: &Tokens, text: &str, toks: &[Tok], at: usize) -> Option<Rating> {
    let key = |k: usize| toks.get(k).map(|t| tokens.key(text, t));
    let kind = |k: usize| toks.get(k).map(|t| t.kind);
    let number = |k: usize| {
        if kind(k) == Some(TokenKind::Number) {
            key(k).and_then(mark_value)
        } else {
            None
        }
    };
    let stars =
        |k: usize| kind(k) == Some(TokenKind::Word) && matches!(key(k), Some("star" | "stars"));
    let rating = |n: f32, of: f32, last: usize| {
        let share = n / of;
        let valence = if (0.5..=0.6).contains(&share) {
            0.0
        } else {
            ((share - 0.6) * 6.25).clamp(-2.5, 2.5)
        };
        Rating {
            valence,
            last,
            middle: n == (of / 2.0).ceil(),
        }
    };
    // The 2 of "4 1/2 stars" is a fraction's, not a mark.
    if at > 0 && key(at - 1) == Some("/") {
        return None;
    }
    let n = number(at)?;
    if stars(at + 1) {
        return (n <= 5.0).then(|| rating(n, 5.0, at + 1));
    }
    if key(at + 1) == Some("-") && stars(at + 2) {
        return (n <= 5.0).then(|| rating(n, 5.0, at + 2));
    }
    // "N/M" or "N out of M": where the top mark M is.
    let top = if key(at + 1) == Some("/") {
        at + 2
    } else if key(at + 1) == Some("out") && key(at + 2) == Some("of") {
        at + 3
    } else if key(at + 1) == Some("outta") {
        at + 2
    } else {
        return None;
    };
    let m = number(top)?;
    if !(m == 5.0 || m == 10.0) || n > m || key(top + 1) == Some("/") {
        return None;
    }
    if stars(top + 1) {
        return Some(rating(n, m, top + 1));
    }
    // Without "stars" only where a rating stands: at the start of its clause, after a verb of
    // rating or a word that grades a mark ("a solid 8/10", "honestly 10/10"), and before the
    // end of its clause.
    let before = at.checked_sub(1).and_then(|k| toks.get(k));
    let starts_clause = before.map_or(true, |t| {
        t.has(flag::CLAUSE_BREAK | flag::TERMINATOR)
            || matches!(
                tokens.key(text, t),
                "it" | "them"
                    | "this"
                    | "gave"
                    | "give"
                    | "rate"
                    | "rated"
                    | "rating"
                    | "scored"
                    | "a"
                    | "an"
                    | "solid"
                    | "easy"
                    | "easily"
                    | "honestly"
                    | "overall"
                    | "definitely"
            )
    });
    // "10/10 would recommend" gives a verdict and what follows from it; "8 out of 10 dentists"
    // is a count.
    let slash = key(at + 1) == Some("/");
    let ends_clause = toks.get(top + 1).map_or(true, |t| {
        t.kind != TokenKind::Word
            || (slash
                && (before.is_none()
                    || matches!(
                        tokens.key(text, t),
                        "would"
                            | "will"
                            | "recommend"
                            | "recommended"
                            | "highly"
                            | "definitely"
                            | "overall"
                    )))
    });
    (starts_clause && ends_clause).then(|| rating(n, m, top))
}

/// The value of a mark written in figures: digits with at most one decimal point ("4", "4.5",
/// "10"); `None` for anything else ("1,000", "3.5.1") or past four digits. Not `str::parse`,
/// whose general float parser added 17 KB to the `.wasm` for these few numbers.
fn mark_value(figures: &str) -> Option<f32> {
    let (whole, fraction) = figures.split_once('.').unwrap_or((figures, ""));
    let digits = |part: &str| {
        part.bytes().try_fold(0u32, |n, b| {
            b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
        })
    };
    if whole.is_empty() || whole.len() + fraction.len() > 4 {
        return None;
    }
    let scale = 10u32.pow(fraction.len() as u32);
    Some(digits(whole)? as f32 + digits(fraction)? as f32 / scale as f32)
}

/// What an analysis adds up over a text's sentences, and (with `detail`) what it keeps of each.
#[derive(Default)]
struct TextSums {
    detail: bool,
    sentences: Vec<SentenceResult>,
    contributions: Vec<Contribution>,
    emotion_sums: [f64; 6],
    positive_sum: f64,
    negative_sum: f64,
    neutral_count: usize,
    positive_words: usize,
    negative_words: usize,
    evidence: f64,
    document_sum: f32,
    compound_sum: f64,
    document_weight: f32,
    opinionated_sentences: usize,
    word_count: usize,
    sentence_count: usize,
    /// The writer says the whole is balanced, and how ([`declares_balance`]).
    balanced: Option<Balance>,
    /// The writer speaks in their own voice: a word of the first or second person, an
    /// exclamation or a question, or a unit that scored in the writer's voice
    /// ([`voices_its_writer`]). A text without any is a report, whose confident label alone
    /// is no emotion (see `finish`).
    voiced: bool,
}

impl TextSums {
    /// Adds the sentence made of the tokens `range` of `toks` to the sums: its `units`, which
    /// [`score_sentence`] has scored (`repeated_evidence` is what it returned), and its
    /// `punctuation`.
    #[inline(always)]
    fn add_sentence(
        &mut self,
        toks: &[Tok],
        range: Range<usize>,
        units: &[Unit<'_>],
        repeated_evidence: f32,
        punctuation: &SentencePunctuation,
        in_person: bool,
    ) {
        let sentence_tokens = &toks[range];
        // The sentence's sum (negative valences weighed NEGATIVE_WEIGHT) and how many units
        // make it, gathered in the same pass as the text's counts.
        let (mut sum, mut scored) = (0.0f32, 0u32);
        for unit in units.iter() {
            let v = if unit.outside {
                unit.score
            } else {
                unit.score * repeated_evidence
            };
            if v > 0.0 {
                self.positive_sum += f64::from(v) + 1.0;
                self.positive_words += 1;
                sum += v;
                scored += 1;
            } else if v < 0.0 {
                self.negative_sum += f64::from(v) - 1.0;
                self.negative_words += 1;
                sum += v * NEGATIVE_WEIGHT;
                scored += 1;
            } else {
                self.neutral_count += 1;
            }
            self.evidence += f64::from(v.abs());
            if self.detail && v != 0.0 {
                let (first, last) = (&toks[unit.phrase.0], &toks[unit.phrase.1]);
                self.contributions.push(Contribution {
                    start: first.start,
                    end: last.end,
                    start16: first.start16,
                    end16: last.end16,
                    valence: round4(f64::from(v)),
                    notes: unit.notes,
                });
            }
            // The words a phrase uses up brought none (see `score_sentence`).
            if let Some(weights) = unit.emotion {
                let gain = f64::from(1.0 + larger(unit.boost, -0.5));
                if unit.negated {
                    // A negated joy ("not happy", "don't like it") voices disappointment and
                    // disapproval: a little sadness and less anger (see the two shares); other
                    // negated emotions mostly vanish.
                    let denied_joy = f64::from(weights[JOY]) * gain;
                    self.emotion_sums[SADNESS] += NEGATED_JOY_AS_SADNESS * denied_joy;
                    self.emotion_sums[ANGER] += NEGATED_JOY_AS_ANGER * denied_joy;
                    for (e, w) in weights.iter().enumerate() {
                        self.emotion_sums[e] += 0.15 * f64::from(*w) * gain;
                    }
                } else {
                    for (e, w) in weights.iter().enumerate() {
                        self.emotion_sums[e] += f64::from(*w) * gain;
                    }
                }
            }
        }

        // Settled by the sentence's person and punctuation where it can be; only then are its
        // scored units looked at again (most sentences are settled, and most units score
        // nothing).
        self.voiced = self.voiced
            || in_person
            || punctuation.exclamations > 0
            || punctuation.questions > 0
            || (scored > 0
                && (2 * scored as usize >= units.len()
                    || (0..units.len())
                        .any(|k| units[k].score != 0.0 && voices_its_writer(units, k))));
        let mut sum = diminishing_returns(sum, scored);
        let emphasis = punctuation.emphasis(sum > 0.0);
        if sum > 0.0 {
            sum += emphasis;
        } else if sum < 0.0 {
            sum -= emphasis;
        }
        if punctuation.ends_as_question {
            // A question voices curiosity or confusion (see `QUESTION_SURPRISE`); a request
            // put as a question ("Could you send it?") voices neither.
            if !asks_for_an_action(units) {
                self.emotion_sums[SURPRISE] += f64::from(QUESTION_SURPRISE);
            }
            // A positive question asserts nothing ("Is this progress?"); a negative one is a
            // complaint, often rhetorical ("Why is it so bad?"), and keeps its weight.
            if sum > 0.0 {
                sum *= IRREALIS_WEIGHT;
            }
        }

        let weight = (units.len() as f32 / DOC_FULL_SENTENCE).min(1.0);
        if sum != 0.0 {
            self.opinionated_sentences += 1;
            self.document_sum += sum;
            self.compound_sum += normalize(sum);
            self.document_weight += weight;
        } else {
            self.document_weight += DOC_NEUTRAL_WEIGHT * weight;
        }
        if self.detail {
            let first = &sentence_tokens[0];
            let last = &sentence_tokens[sentence_tokens.len() - 1];
            let compound = round4(normalize(sum));
            self.sentences.push(SentenceResult {
                start: first.start,
                end: last.end,
                start16: first.start16,
                end16: last.end16,
                compound,
                label: Label::of(compound),
            });
        }
    }

    /// The text's result, from its sums.
    fn finish(self) -> Analysis {
        let TextSums {
            detail: _,
            sentences,
            contributions,
            emotion_sums,
            positive_sum,
            negative_sum,
            neutral_count,
            positive_words,
            negative_words,
            evidence,
            document_sum,
            compound_sum,
            document_weight,
            opinionated_sentences,
            word_count,
            sentence_count,
            balanced,
            voiced,
        } = self;
        // A verdict on the whole of a short text; in a longer one it speaks for its part.
        let balance = balanced.filter(|_| sentence_count <= BALANCED_VERDICT_MAX_SENTENCES);
        let weight = if balance.is_some() {
            BALANCED_VERDICT_WEIGHT
        } else {
            1.0
        };
        let emotion_weight = if balance == Some(Balance::Middling) {
            BALANCED_VERDICT_WEIGHT
        } else {
            1.0
        };
        let compound = round4(
            weight
                * document_compound(
                    document_sum,
                    compound_sum,
                    document_weight,
                    opinionated_sentences,
                ),
        );
        let label = Label::of(compound);

        let total = positive_sum + negative_sum.abs() + neutral_count as f64;
        let proportions = if total > 0.0 {
            let positive = round4(positive_sum / total);
            let negative = round4(negative_sum.abs() / total);
            Proportions {
                positive,
                negative,
                neutral: round4((1.0 - positive - negative).max(0.0)),
            }
        } else {
            Proportions {
                positive: 0.0,
                negative: 0.0,
                neutral: 1.0,
            }
        };

        let confidence = round4(confidence(
            label,
            compound,
            positive_sum,
            negative_sum.abs(),
            evidence,
            word_count,
        ));

        let mut weights = [0.0f64; 6];
        for (e, sum) in emotion_sums.iter().enumerate() {
            // Most texts touch few emotions: exp (a library routine in wasm) only when needed.
            if *sum != 0.0 {
                weights[e] = round4(1.0 - (-sum * emotion_weight).exp());
            }
        }
        let mut dominant = weights
            .iter()
            .enumerate()
            .fold(None, |best: Option<(usize, f64)>, (i, &w)| match best {
                Some((_, bw)) if bw >= w => best,
                _ => Some((i, w)),
            })
            .filter(|&(_, w)| w >= EMOTION_DOMINANCE_MIN)
            .map(|(i, _)| i);
        if dominant.is_none() && voiced && confidence >= JUDGEMENT_EMOTION_CONFIDENCE {
            dominant = match label {
                Label::Positive => Some(JOY),
                Label::Negative => Some(ANGER),
                Label::Neutral => None,
            };
            if let Some(e) = dominant {
                weights[e] = EMOTION_DOMINANCE_MIN;
            }
        }

        let statistics = Statistics {
            word_count,
            sentence_count,
            positive_words,
            negative_words,
            sentiment_words_found: positive_words + negative_words,
            average_words_per_sentence: if sentence_count == 0 {
                0.0
            } else {
                round4(word_count as f64 / sentence_count as f64)
            },
        };

        Analysis {
            label,
            compound,
            confidence,
            proportions,
            emotions: Emotions { weights, dominant },
            sentences,
            contributions,
            statistics,
        }
    }
}

/// [`analyze_text`] in a given scratch, read in `parts`.
///
/// With `SHORTCUTS` false every shortcut of the pipeline is off: the tokenizer's fast path for
/// ASCII words, the word cache, and the cues that let a sentence skip the whole-sentence rules
/// it has nothing for. That is the slow, obvious reference a test holds the fast path to.
#[inline(always)]
fn analyze_with<const SHORTCUTS: bool>(
    lexicon: &Lexicon,
    scratch: &mut Scratch,
    text: &str,
    detail: bool,
    parts: Parts,
) -> Analysis {
    let Scratch {
        tokens,
        sentences: sentence_ranges,
        units: unit_buffer,
        previous_units: previous_buffer,
        word_cache,
    } = scratch;
    tokens.clear();
    let mut position = ScanPosition::START;
    let mut carried = None;
    let mut carried_complaint = false;
    let mut sums = TextSums {
        detail,
        ..TextSums::default()
    };
    loop {
        position = scan_part(
            text,
            tokens,
            SHORTCUTS,
            position,
            position.pos.saturating_add(parts.bytes),
        );
        let at_end = position.pos >= text.len();
        split_sentences(tokens, text, sentence_ranges);
        // How many sentences to score now, and the first token to keep for the next part. A
        // sentence followed by another one is complete: the tokens that decided where it ends
        // are all here. The last one may go on in the next part, unless the text ends or it
        // has stayed open too long, and is cut.
        let cut = || {
            sentence_ranges.len() < 2
                && position.pos - tokens.toks.first().map_or(position.pos, |t| t.start)
                    >= parts.sentence_bytes_max
        };
        let (ready, keep_from) = if at_end || cut() {
            (sentence_ranges.len(), tokens.toks.len())
        } else if sentence_ranges.len() >= 2 {
            let last = sentence_ranges.len() - 1;
            (last, sentence_ranges[last].start)
        } else {
            continue;
        };
        sums.word_count += tokens.toks[..keep_from]
            .iter()
            .filter(|t| matches!(t.kind, TokenKind::Word | TokenKind::Hashtag))
            .count();
        sums.sentence_count += ready;
        let mut units = recycle(std::mem::take(unit_buffer));
        // The sentence before, scored, which an ellipsis may refer to (see `Antecedent`).
        // Its units do not outlive a part (the tokens they borrow are compacted), so the
        // first sentence of a part gets what the part before said last instead.
        let mut previous = recycle(std::mem::take(previous_buffer));
        let opens = |range: &Range<usize>| opens_with_contrast(tokens, text, range.clone());
        let mut opens_with_contrast = sentence_ranges.first().map_or(false, opens);
        let rolled_from = if at_end {
            paragraph_rolled_at(text)
        } else {
            usize::MAX
        };
        for (k, range) in sentence_ranges[..ready].iter().enumerate() {
            let (mut cues, punctuation) = sentence_units::<SHORTCUTS>(
                lexicon,
                word_cache,
                tokens,
                text,
                range.clone(),
                &mut units,
            );
            if !SHORTCUTS {
                cues.negation_or_degree_word = true;
                cues.change = true;
                cues.again = true;
                cues.modal = true;
                cues.contrast = true;
            }
            let contrast_follows = sentence_ranges.get(k + 1).map_or(false, opens);
            cues.opens_with_contrast = opens_with_contrast;
            cues.contrast_follows = contrast_follows;
            // As a slice, not `get`: the same test, 0.4% fewer instructions for the whole
            // analysis (the compiler lays the loop out differently; callgrind, natively).
            if rolled_from != usize::MAX {
                cues.irony |= tokens.toks[range.start..]
                    .first()
                    .map_or(false, |t| t.start >= rolled_from);
            }
            opens_with_contrast = contrast_follows;
            let before = SentenceBefore {
                units: &previous,
                carried: carried.take(),
                carried_complaint: std::mem::take(&mut carried_complaint),
            };
            let repeated_evidence = score_sentence(&mut units, before, cues);
            if cues.balanced {
                sums.balanced = sums.balanced.max(declares_balance(&units));
            }
            sums.add_sentence(
                &tokens.toks,
                range.clone(),
                &units,
                repeated_evidence,
                &punctuation,
                cues.in_person,
            );
            std::mem::swap(&mut units, &mut previous);
        }
        if !at_end {
            carried = Antecedent::last_said(&previous, previous.len());
            carried_complaint = only_complains(&previous);
        }
        *unit_buffer = recycle(units);
        *previous_buffer = recycle(previous);
        if at_end {
            break;
        }
        tokens.keep_from(keep_from);
    }
    sums.finish()
}

/// Where the last paragraph of a text that ends with rolling eyes (🙄) starts, or `usize::MAX`.
/// The eyes roll at the whole of what was just said, not only at their own sentence:
/// "Fantastic timing, universe. Loving life. 🙄", "Thanks SO much to the relative who told my
/// toddler vegetables are 'yucky'. Really helpful. 🙄". A paragraph before it is another
/// matter. Not 🙃, which turns the praise of its own sentence only: after another sentence it
/// is as often wry about that one alone ("Thanks for clarifying, was definitely taught wrong
/// then. 🙃", "Such a cool pic! Really wish the moon was in the middle though 🙃").
#[inline(never)]
fn paragraph_rolled_at(text: &str) -> usize {
    // Bytes, not chars: this runs for every text.
    let bytes = text.as_bytes();
    let end = bytes.len()
        - bytes
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    if !bytes[..end].ends_with("🙄".as_bytes()) {
        return usize::MAX;
    }
    bytes[..end]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1)
}

/// Whether a unit that scored is its writer's own voice rather than a word of what is
/// reported: an emoji, emoticon or interjection, a rating in figures, an idiom, or a word that
/// a degree word, capitals or elongation emphasise ("Highly recommend", "absolutely stunning",
/// "10/10", "soooo good").
fn voices_its_writer(units: &[Unit<'_>], k: usize) -> bool {
    const EMPHASIS: u16 = Notes::IDIOM | Notes::BOOSTED | Notes::CAPS | Notes::ELONGATED;
    let unit = &units[k];
    unit.outside
        || unit.kind == TokenKind::Number
        || unit.notes.0 & EMPHASIS != 0
        || says_a_quality(units, k)
}

/// Whether the scored word at `k` is a quality said of something: it follows a linking verb
/// ("the acting was superb", "the dialogue is devoid of wit", "it looks cheap"), and is no
/// participle, which after "was" is as often a passive that reports an event ("was injured",
/// "were stolen").
fn says_a_quality(units: &[Unit<'_>], k: usize) -> bool {
    k > 0
        && !units[k].clause_break_before
        && is_linking_verb(units[k - 1].key)
        && !unit_key_is_participle(units[k].key)
        && !units[k].key.ends_with("en")
}

/// `sum`, a sentence's sum of its `k` non-zero unit valences (a negative one weighed
/// [`NEGATIVE_WEIGHT`]), with diminishing returns: they add up to their sum over `k^(1/4)` (VADER sums
/// them, `k^0`; their mean would be `k^1`), so a long sentence full of sentiment words does
/// not saturate while raters judge it moderately. The damping weakens how strong a sentence
/// is, never whether it is opinionated: it stops at the sum whose compound is
/// [`LABEL_THRESHOLD`], so no sentence is pushed into the neutral band by it.
fn diminishing_returns(sum: f32, k: u32) -> f32 {
    if k <= 1 {
        return sum;
    }
    // normalize(x) = LABEL_THRESHOLD at x = t · sqrt(ALPHA / (1 − t²)).
    let t = LABEL_THRESHOLD as f32;
    let at_threshold = t * (ALPHA / (1.0 - t * t)).sqrt();
    // The fourth root as two square roots, single wasm instructions (`powf` is a library
    // routine there); the results are the same for these k.
    let damped = sum.abs() / (k as f32).sqrt().sqrt();
    sign(sum) * damped.max(sum.abs().min(at_threshold))
}

/// A document's compound. A text of one sentence's worth or less is read as one utterance:
/// the sum of its sentences' sums over how many sentences they make (`weight`: fragments count
/// less than a sentence, neutral sentences half; never less than one, so a short text keeps
/// its own sum), reinforced (boundedly) when `k` opinionated sentences agree, then normalised.
/// A longer text moves towards the mean of its sentences' compounds (`compound_sum` over the
/// same weight, with the same reinforcement): `1/√W` of the first plus the rest of the second,
/// so a long document is judged sentence by sentence, as a reader does, and one strongly
/// worded sentence does not outweigh several moderate ones.
fn document_compound(sum: f32, compound_sum: f64, weight: f32, k: usize) -> f64 {
    if k == 0 {
        return 0.0;
    }
    let weight = weight.max(1.0);
    let agreement = 1.0 + DOC_AGREEMENT * (1.0 - 1.0 / k as f32);
    let whole = normalize(sum / weight * agreement);
    let mean = (compound_sum / f64::from(weight) * f64::from(agreement)).clamp(-1.0, 1.0);
    let share = 1.0 / f64::from(weight).sqrt();
    share * whole + (1.0 - share) * mean
}

/// 0..1. For POSITIVE/NEGATIVE: how one-sided the evidence is, times how much
/// of it there is, tempered by the compound's strength. For NEUTRAL: at most
/// 0.2, whether no word carried sentiment or opposite words cancelled out.
fn confidence(
    label: Label,
    compound: f64,
    positive: f64,
    negative: f64,
    evidence: f64,
    words: usize,
) -> f64 {
    match label {
        Label::Neutral => {
            // Finding no sentiment word is weak evidence of neutrality (the lexicon
            // does not know every word), and a balance of opposite words is no
            // better: a neutral label is never confident.
            if evidence == 0.0 {
                0.1 + 0.1 * (1.0 - (-(words as f64) / 10.0).exp())
            } else {
                0.15 * (1.0 - compound.abs() / LABEL_THRESHOLD)
            }
        }
        _ => {
            let one_sided = if positive + negative > 0.0 {
                (positive - negative).abs() / (positive + negative)
            } else {
                0.0
            };
            let amount = 1.0 - (-evidence / 2.5).exp();
            (compound.abs().sqrt() * one_sided.sqrt() * amount.sqrt()).clamp(0.0, 1.0)
        }
    }
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_flags_the_articles_and_possessives() {
        crate::lexicon::with_lexicon(|lexicon| {
            let others = ["this", "that", "these", "those", "any", "great"];
            for word in crate::lexicon::ARTICLES_AND_POSSESSIVES
                .iter()
                .chain(&others)
            {
                let flagged = lexicon.entry(word).article_or_possessive;
                assert_eq!(flagged, is_article_or_possessive(word), "{word}");
            }
        });
    }

    #[test]
    fn a_mark_in_figures_reads_as_its_value() {
        for (figures, value) in [("4", Some(4.0)), ("4.5", Some(4.5)), ("10", Some(10.0))] {
            assert_eq!(mark_value(figures), value, "{figures}");
        }
        for figures in ["1,000", "3.5.1", ".5", "12345", ""] {
            assert_eq!(mark_value(figures), None, "{figures}");
        }
    }
    use crate::analyze;
    use crate::test_support::random_numbers;
    use crate::tokenize::scan;

    #[derive(Debug, PartialEq)]
    struct Answer(EntryId, Option<f32>, Option<[f32; 6]>);

    impl From<UnitInfo> for Answer {
        fn from(info: UnitInfo) -> Answer {
            Answer(info.id, info.valence, info.emotion.copied())
        }
    }

    #[test]
    fn the_word_cache_answers_as_a_fresh_look_up_would() {
        // Keys that differ only in kind (word, hashtag) or elongation ("soo" typed, "sooo"
        // cut to "soo"), emoji and emoticons, derived and unknown words, and far more
        // distinct keys than the cache has slots, so that slots are reused.
        let mut pieces: Vec<String> = [
            "soo", "sooo", "#soo", "good", "#good", "GOOD", "goood", "lol", "#lol", "😀", "😀😀",
            ":)", ":(", "un", "unfunny", "#unfunny", "happily", "#happily", "stopped", "don't",
            "ain't", "xD", "no", "baad", "baaad", "loove", "looove",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        pieces.extend((0..3 * WORD_CACHE_SLOTS).map(|i| format!("w{i}")));
        let mut next = random_numbers(0x1234_5678);
        let text: String = (0..20_000)
            .map(|_| pieces[next() % pieces.len()].as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let mut tokens = Tokens::default();
        scan(&text, &mut tokens);
        let mut cache = WordCache::default();
        with_lexicon(|lexicon| {
            for token in tokens.toks.iter().filter(|t| is_unit(t)) {
                let key = tokens.key(&text, token);
                assert_eq!(
                    Answer::from(cache.look_up(lexicon, token, key)),
                    Answer::from(unit_info(lexicon, token, key)),
                    "{key:?} ({:?})",
                    token.kind
                );
            }
        });
    }

    /// What the random texts of these tests are made of: every way a sentence ends or joins on
    /// (terminator runs, closers, abbreviations, ellipses before lower case, emoji before a
    /// capital, line breaks, stray punctuation after a boundary), sentences that open with a
    /// contrast, keys in the arena (capitals, elongation, curly apostrophes) that a part must
    /// carry to the next, and the cue of each whole-sentence rule.
    const PIECES: &[&str] = &[
        "I LOVED it",
        "Dr. Smith was sooo good",
        "not bad at all",
        "e.g. this",
        "Mr.",
        "it was… fine",
        "Wow...",
        "and then",
        "😍",
        "😍 Great",
        "Terrible!!",
        "?!",
        "\"Great!\"",
        ")",
        " - ",
        "\n",
        "\n\n",
        "\r\n",
        ",",
        "didn\u{2019}t",
        "HATE",
        "J. Doe",
        "3.5",
        "but the food was awful",
        // A sentence that opens with a contrast weighs the one before it.
        "But it was great",
        "However, sad",
        "(yet",
        "Loooove",
        "#blessed",
        "@you",
        ":)",
        "http://x.io",
        // Other scripts' terminators, line separators, emoji sequences, an escaped face.
        "好。",
        "！",
        "？",
        "\u{2028}",
        "👨\u{200D}👩\u{200D}👧",
        "🇺🇸",
        "1\u{FE0F}\u{20E3}",
        "&lt;3",
        "»",
        "\t",
        // Cues: a negation or degree word, a verb of decrease, a modal, a concession.
        "very",
        "never",
        "no",
        "unemployment fell",
        "it would be nice",
        "although it rained",
        "Why is it not good?",
    ];

    /// A text of 1 to `max_pieces` random [`PIECES`], joined with spaces or, a third of the
    /// time, with nothing.
    fn random_text(next: &mut impl FnMut() -> usize, max_pieces: usize) -> String {
        (0..1 + next() % max_pieces)
            .map(|_| PIECES[next() % PIECES.len()])
            .collect::<Vec<_>>()
            .join(if next() % 3 == 0 { "" } else { " " })
    }

    /// Analyses `text` in parts of `bytes`, with sentences never cut (`sentence_bytes_max`
    /// unbounded), in a scratch of its own.
    fn analyze_in_parts(text: &str, bytes: usize) -> Analysis {
        let parts = Parts {
            bytes,
            sentence_bytes_max: usize::MAX,
        };
        with_lexicon(|lexicon| {
            analyze_with::<true>(lexicon, &mut Scratch::default(), text, true, parts)
        })
    }

    #[test]
    fn a_text_read_in_parts_gets_the_result_of_the_whole_text() {
        let mut next = random_numbers(0x2545_F491);
        for _ in 0..2_000 {
            let text = random_text(&mut next, 60);
            let whole = analyze_in_parts(&text, usize::MAX);
            for bytes in [1, 2, 3, 5, 8, 13, 40, 200] {
                assert_eq!(
                    analyze_in_parts(&text, bytes),
                    whole,
                    "{text:?} in parts of {bytes}"
                );
            }
        }
    }

    #[test]
    fn the_fast_path_gets_the_result_of_the_slow_obvious_one() {
        // Random texts of the pieces above and the golden cases, each analysed with every
        // shortcut (one scratch for all, so that the word cache carries answers from text to
        // text, as it does in the engine) and with none.
        let mut next = random_numbers(0x0B71_0005);
        let random_texts = (0..3_000).map(|_| random_text(&mut next, 40));
        let golden = include_str!("../tests/golden/cases.txt")
            .lines()
            .map(str::to_owned);
        let mut fast_scratch = Scratch::default();
        with_lexicon(|lexicon| {
            for text in golden.chain(random_texts) {
                assert_eq!(
                    analyze_with::<true>(lexicon, &mut fast_scratch, &text, true, PARTS),
                    analyze_with::<false>(lexicon, &mut Scratch::default(), &text, true, PARTS),
                    "{text:?}"
                );
            }
        });
    }

    #[test]
    fn a_long_sentence_is_cut_so_that_memory_stays_bounded() {
        let one_sentence = "so good and ".repeat(20_000);
        let punctuation = "!".repeat(300_000);
        let emoji = "😀 👍🏽 ".repeat(30_000);
        for text in [&one_sentence, &punctuation, &emoji] {
            let mut scratch = Scratch::default();
            let result = with_lexicon(|lexicon| {
                analyze_with::<true>(lexicon, &mut scratch, text, false, PARTS)
            });
            // A part's tokens and units, and those of a sentence running on from the last part.
            let bound = PARTS.bytes + PARTS.sentence_bytes_max;
            assert!(
                scratch.tokens.toks.capacity() <= bound,
                "{}",
                scratch.tokens.toks.capacity()
            );
            assert!(scratch.tokens.arena.capacity() <= bound);
            assert!(scratch.units.capacity() <= bound);
            assert!(scratch.sentences.capacity() <= bound);
            // Cut into sentences of 16 KB, the text is still one-sided.
            assert_eq!(result.statistics.sentence_count > 1, text != &punctuation);
        }
        assert_eq!(analyze(&one_sentence).label, Label::Positive);
        assert_eq!(analyze(&emoji).label, Label::Positive);
    }
}
