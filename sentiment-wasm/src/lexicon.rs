//! Look-ups in the generated lexicons (`lexicon_data.rs`, `emotion_data.rs`).
//!
//! The tables are sorted arrays (binary-searchable, no start-up cost). For the
//! hot path, every single-word key of every table is gathered once per
//! instance into one hash index, so a word costs one hash look-up that
//! answers everything the rules ask about it: valence, degree scalar,
//! negation, emotion weights, and whether an idiom or a two-word degree
//! phrase starts with it. The index is our own small open-addressing table:
//! `std`'s `HashMap` costs more per look-up for keys this short.

use crate::emotion_data::EMOTION;
use crate::key_hash::{key_hash, short_key_word};
use crate::lexicon_data::{BOOSTERS, IDIOMS, NEGATIONS, VALENCE};
use crate::tokenize::stretched_words;
use std::cell::RefCell;

/// Function words that rules look for by name. Kept in the index so the hot
/// path compares a byte, not strings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Marker {
    /// Any other word.
    #[default]
    None,
    /// "but", "however": contrast.
    But,
    /// "yet": contrast at a clause start.
    Yet,
    /// "and" (before "yet").
    And,
    /// "although", "though", "albeit": concession.
    Although,
    /// "free", which after a negative word means "without" it ("stress free").
    Free,
    /// "never" (emphasis in "never so good").
    Never,
    /// "so", "this", "such" after "never".
    So,
    /// "least" (negates, unless "at least" / "very least").
    Least,
    /// "about", opening the ironic comparison "about as … as".
    About,
    /// "at", "very" before "least".
    AtOrVery,
    /// "no" (scores 0 before a sentiment word).
    No,
    /// "lol", "ugh", "yay": reacts to the utterance rather than taking part in its
    /// grammar, like an emoticon, so no negation or degree word before it applies.
    Interjection,
    /// "like": a verb of liking only in a verb's place.
    Like,
    /// "would", "could", "should", "might": what follows in the clause is not asserted.
    Modal,
    /// "if": what follows in the clause is a condition, asserted less (see
    /// `analyze::CONDITIONAL_WEIGHT`).
    Conditional,
    /// "reduce", "prevent", "eliminate": a verb of lessening or removing turns the sentiment
    /// of what it acts on ("reduce the risk", "prevent disease").
    Reverser,
    /// "failed", "refuses", "forgot", "pretended": a verb that before "to" says its
    /// complement did not happen ("failed to impress", "refuses to honour the warranty";
    /// Karttunen's negative implicatives, and "pretend"), which turns it as "not" would.
    NotDone,
    /// "too": before an adjective and "to", a limit, beyond which what follows did not happen
    /// ("too tired to enjoy it").
    Too,
    /// 🙄, rolling eyes, and 🙃, the upside-down face: the praise of its sentence is ironic
    /// ("really helpful 🙄", "perfect 🙃").
    EyeRoll,
    /// "used": before "to", the habit or state of a past that is over ("it used to be great"),
    /// unless a form of be or get makes it "accustomed" ("I'm used to it").
    Used,
    /// "mixed", "evens", "evened", "balances", "balanced", "average", "roundabouts",
    /// "trade-off", "toss-up", "wash", "either", "depends", "depend", "three" (stars), "more"
    /// (no more, no less), "neither", "pros", "fence", "tell", "say", "undecided", "decided",
    /// "deciding", "decide", "torn", "make", "think", "somewhere", "others", "measure", and the
    /// middling marks in figures: the writer's verdict that the whole is balanced, or that they
    /// have none yet ("a mixed bag", "it evens out", "swings and roundabouts", "it's a wash",
    /// "no strong feelings either way", "it depends what you want", "three stars", "Does what
    /// it says. No more, no less.", "neither good nor bad", "I'm on the fence", "time will
    /// tell", "can't decide whether", "not sure what to make of it", "somewhere in between",
    /// "some will love it, others won't", "good and bad in equal measure").
    Balanced,
    /// "stop", "stopped": a verb of ceasing. Negated it says that what follows went on ("didn't
    /// stop laughing", "won't stop smiling"); alone it is mostly a command or a report ("stop
    /// talking shit", "stopped traffic"), which keeps its own valence.
    Stop,
    /// "fucking", "freaking", "frickin": a taboo degree word. With no sentiment word to
    /// intensify it voices the writer's exasperation ("my fucking keys").
    Expletive,
    /// "nothing", "none", "nowhere", "nobody": a negation of everything, which before a
    /// comparative says nothing compares ("nothing better than coffee").
    NoneOf,
    /// "better", "worse", "happier": a comparative with a valence, which "never" or "nothing"
    /// makes a superlative ("never been happier").
    Comparative,
    /// "from", "than": the end of "far from", "less than", which deny what follows.
    DenialEnd,
    /// "pretty": an adverb of degree before a word it grades ("pretty good", "pretty much"),
    /// an adjective otherwise ("a pretty dress").
    Pretty,
    /// "falls", "dropped", "eased": an intransitive verb of decrease, which turns the sentiment of
    /// its subject ("unemployment falls", "tensions eased").
    Subsides,
    /// "cure", "treatment", "vaccine": a noun of remedy, which turns what follows "for",
    /// "against" or "to" after it ("a cure for cancer").
    Remedy,
    /// "rescued", "rescuers", "freed": a word of rescue, which turns a plight in its reach
    /// ("rescued a man trapped in the rubble") and nothing good ("rescued a sweet puppy").
    Rescue,
    /// "again": after a verb of coming back, an intention to repeat the experience ("would
    /// stay again"), which is a verdict.
    Again,
    /// "hard": difficult, except after a verb of effort, where it is the adverb that says how
    /// much ("worked hard", "laughed so hard").
    Hard,
    /// "dreading": fear of what is coming; in the past ("I was dreading", "I'd been dreading")
    /// a fear the writer is past, told before how it went.
    Dreading,
    /// "finally": at last, the relief of a long wait over ("finally got the keys"), except
    /// where it only orders what is said ("Finally, the price.", "and finally the battery").
    Finally,
    /// "single", which after "a" or "one" stresses the count of one ("not a single
    /// problem"): the pair counts for nothing in a negation's reach.
    Single,
    /// "work", "load", "connect", "charge": a verb of a thing's function, which negated is a
    /// fault ("it doesn't work", "it never worked", "won't charge").
    Function,
    /// "rose", "jumped", "soared": an intransitive verb of increase, which says whether a
    /// measure is good news by the measure ("sales rose", "prices soared").
    Rises,
    /// "rise", "jump", "increase": a base form of a verb of increase ("Sales jump"), which as
    /// often names a thing ("a steep rise in crime"): it acts only on a measure just before it.
    Rise,
    /// "fall", "drop", "slide", and the participles "falling", "declining": as `Rise`, of
    /// decrease ("Home prices fall", "falling prices"; "the fall", "a drop of rain").
    Fall,
    /// "cut", "slashed", "halved", "axed": a verb of lessening with a valence of its own ("I cut
    /// my finger"), which said of a measure reports it falling ("cut costs", "Funding cuts",
    /// "waiting times cut by a third").
    Cut,
    /// "unchanged", "steady", "flat", "stable": a measure that does not move, which is no news
    /// ("Unemployment unchanged at 4.2%", "Shares closed flat").
    Steady,
    /// "sales", "profits", "wages": a measure that is good news when it rises.
    GoodWhenHigh,
    /// "costs", "prices", "unemployment": a measure that is bad news when it rises.
    BadWhenHigh,
    /// "rate", "rates": a measure of how often, good or bad news as what it counts is
    /// ("obesity rates fall", "success rates rise").
    Rate,
    /// "up": the direction of a measure's change, but only of a measure ("prices went up");
    /// alone it judges nothing ("set up").
    Up,
    /// "down", as "up" the other way ("sales are down"; not "calm down").
    Down,
    /// "high", "higher", "highest", "highs": a level, which said of a measure reports it as a
    /// rise does ("high unemployment", "prices hit a record high"); of anything else it judges
    /// nothing ("high quality").
    High,
    /// "low", "lower", "lowest", "lows": as "high", the other way ("unemployment at a record
    /// low", "lower prices"); of anything else it keeps its own valence ("feeling low").
    Low,
    /// "record" before a measure: a level higher than ever ("record profits", "record
    /// unemployment").
    Record,
    /// "great", "huge", "total", "deep": an adjective of size or degree, which grades the word
    /// just after it as a degree word does ("a total disaster", "deep regret", "massive
    /// success"). Before a negative word its own praise is no judgement: "great sadness" and
    /// "a huge disappointment" are much sadness and a big disappointment.
    Size,
    /// "pass", "passed": a verb that before a test ("passed my driving test", "passed its
    /// inspection") says it was met.
    Pass,
    /// "thanks", "thank", "thx", "cheers": gratitude, which for a harm is ironic ("Thanks for
    /// ruining my week").
    Thanks,
    /// "centre", "clinic", "research", "charity", "awareness": a service named for the ill it
    /// serves against ("a cancer centre", "dementia research"), which, unlike a remedy, does
    /// not act on what follows "for" ("a centre for troubled youth").
    Service,
    /// "even", which stresses what follows ("didn't even fix the fault", "not even close"): no
    /// step in the reach of a negation or degree word.
    Even,
    /// "x", "xx" (and "xxx", looked up as "xx") in lower case: kisses that sign off a message
    /// ("see you soon x"), only as the last word of a sentence; anywhere else a letter or a
    /// variable ("3 x 4").
    SignOff,
    /// "found", "returned", "located", "traced": a verb of recovery, which turns a loss said
    /// before it of what it recovers ("Stolen tortoise returned to its owner", "A ring lost
    /// 30 years ago has been found").
    Recovers,
    /// "reopens", "resumed", "restored", "rebuilt": a verb of coming back into service, which
    /// ends the harm that "after" names ("Ferry services resume after a week of storm
    /// disruption").
    Restores,
    /// "refund", "compensation", "reimbursed", "repay": a word of a remedy paid, which in a
    /// report of it granted makes the harm it repairs no news ("Energy company to refund
    /// customers who were overcharged").
    Repays,
    /// "agreed", "agrees": a verb of consent, which before "to" and a verb reports a decision
    /// ("Agreed to move the launch to May"), not approval ("Agreed.", "agreed with you").
    Consents,
    /// "give": in "I'll give them that" a formula of concession, which makes its sentence's
    /// praise a point conceded ("The officer was polite, I'll give her that.").
    Concedes,
}

impl Marker {
    /// A word the contrast rule pivots on: "but", "yet", "although".
    pub const fn is_contrast(self) -> bool {
        matches!(self, Marker::But | Marker::Yet | Marker::Although)
    }
}

/// The words that pivot a contrast from a sentence's start ("But …", "However, …", "Yet …",
/// "Nevertheless, …"): those of [`MARKERS`] marked `But` or `Yet`. Those under eight bytes are
/// kept as the tokenizer's short key words ([`crate::tokenize::Tok::short`]), the rest as text,
/// so that a sentence's first word is checked with a few compares, not a look-up. Unused slots
/// are 0 and "", which no word's key is.
pub(crate) const SENTENCE_CONTRAST_WORDS: ([u64; 8], [&str; 4]) = {
    let (mut short, mut long) = (([0u64; 8], 0), ([""; 4], 0));
    let mut i = 0;
    while i < MARKERS.len() {
        let (word, marker) = MARKERS[i];
        if matches!(marker, Marker::But | Marker::Yet) {
            // A short key word holds fewer than eight bytes.
            if word.len() < 8 {
                short.0[short.1] = short_key_word(word.as_bytes());
                short.1 += 1;
            } else {
                long.0[long.1] = word;
                long.1 += 1;
            }
        }
        i += 1;
    }
    (short.0, long.0)
};

const MARKERS: &[(&str, Marker)] = &[
    ("aargh", Marker::Interjection),
    ("abated", Marker::Subsides),
    ("abates", Marker::Subsides),
    ("about", Marker::About),
    ("absences", Marker::BadWhenHigh),
    ("accidents", Marker::BadWhenHigh),
    ("acquit", Marker::Reverser),
    ("acquits", Marker::Reverser),
    ("acquitted", Marker::Reverser),
    ("add", Marker::Rise),
    ("added", Marker::Rises),
    ("adding", Marker::Rises),
    ("adds", Marker::Rises),
    ("admissions", Marker::BadWhenHigh),
    ("again", Marker::Again),
    ("agreed", Marker::Consents),
    ("agrees", Marker::Consents),
    ("albeit", Marker::Although),
    ("alleviate", Marker::Reverser),
    ("alleviated", Marker::Reverser),
    ("alleviates", Marker::Reverser),
    ("alleviating", Marker::Reverser),
    ("although", Marker::Although),
    ("and", Marker::And),
    ("angrier", Marker::Comparative),
    ("antidote", Marker::Remedy),
    ("approvals", Marker::GoodWhenHigh),
    ("argh", Marker::Interjection),
    ("arrears", Marker::BadWhenHigh),
    ("arrgh", Marker::Interjection),
    ("at", Marker::AtOrVery),
    ("attendance", Marker::GoodWhenHigh),
    ("average", Marker::Balanced),
    ("avert", Marker::Reverser),
    ("averted", Marker::Reverser),
    ("averting", Marker::Reverser),
    ("averts", Marker::Reverser),
    ("awareness", Marker::Service),
    ("axe", Marker::Cut),
    ("axed", Marker::Cut),
    ("axes", Marker::Cut),
    ("axing", Marker::Cut),
    ("backlog", Marker::BadWhenHigh),
    ("backlogs", Marker::BadWhenHigh),
    ("balanced", Marker::Balanced),
    ("balances", Marker::Balanced),
    ("bankruptcies", Marker::BadWhenHigh),
    ("better", Marker::Comparative),
    ("big", Marker::Size),
    ("bill", Marker::BadWhenHigh),
    ("bills", Marker::BadWhenHigh),
    ("bloody", Marker::Expletive),
    ("bookings", Marker::GoodWhenHigh),
    ("boost", Marker::Rise),
    ("boosted", Marker::Rises),
    ("boosting", Marker::Rises),
    ("boosts", Marker::Rises),
    ("boot", Marker::Function),
    ("boots", Marker::Function),
    ("booyah", Marker::Interjection),
    ("brighter", Marker::Comparative),
    ("burglaries", Marker::BadWhenHigh),
    ("but", Marker::But),
    ("calmer", Marker::Comparative),
    ("cancel", Marker::Reverser),
    ("canceled", Marker::Reverser),
    ("cancelled", Marker::Reverser),
    ("cancels", Marker::Reverser),
    ("cases", Marker::BadWhenHigh),
    ("casualties", Marker::BadWhenHigh),
    ("center", Marker::Service),
    ("centre", Marker::Service),
    ("charge", Marker::Function),
    ("charges", Marker::Function),
    ("charging", Marker::Function),
    ("charity", Marker::Service),
    ("cheers", Marker::Thanks),
    ("churn", Marker::BadWhenHigh),
    ("climb", Marker::Rise),
    ("climbed", Marker::Rises),
    ("climbing", Marker::Rises),
    ("climbs", Marker::Rises),
    ("clinic", Marker::Service),
    ("clinics", Marker::Service),
    ("collisions", Marker::BadWhenHigh),
    ("commute", Marker::BadWhenHigh),
    ("commutes", Marker::BadWhenHigh),
    ("compensate", Marker::Repays),
    ("compensated", Marker::Repays),
    ("compensation", Marker::Repays),
    ("complaints", Marker::BadWhenHigh),
    ("complete", Marker::Size),
    ("connect", Marker::Function),
    ("connecting", Marker::Function),
    ("connects", Marker::Function),
    ("cool", Marker::Fall),
    ("cooled", Marker::Subsides),
    ("cooling", Marker::Fall),
    ("cools", Marker::Subsides),
    ("corrected", Marker::Reverser),
    ("corrects", Marker::Reverser),
    ("cost", Marker::BadWhenHigh),
    ("costs", Marker::BadWhenHigh),
    ("could", Marker::Modal),
    ("could've", Marker::Modal),
    ("couldn't", Marker::Modal),
    ("couldnt", Marker::Modal),
    ("crashes", Marker::BadWhenHigh),
    ("crime", Marker::BadWhenHigh),
    ("cure", Marker::Remedy),
    ("cures", Marker::Remedy),
    ("cut", Marker::Cut),
    ("cuts", Marker::Cut),
    ("cutting", Marker::Cut),
    ("damn", Marker::Expletive),
    ("damned", Marker::Expletive),
    ("darn", Marker::Expletive),
    ("dash", Marker::Reverser),
    ("dashed", Marker::Reverser),
    ("dashes", Marker::Reverser),
    ("deaths", Marker::BadWhenHigh),
    ("debt", Marker::BadWhenHigh),
    ("decide", Marker::Balanced),
    ("decided", Marker::Balanced),
    ("deciding", Marker::Balanced),
    ("decline", Marker::Fall),
    ("declined", Marker::Subsides),
    ("declines", Marker::Subsides),
    ("declining", Marker::Fall),
    ("decrease", Marker::Reverser),
    ("decreased", Marker::Reverser),
    ("decreases", Marker::Reverser),
    ("decreasing", Marker::Reverser),
    ("deep", Marker::Size),
    ("defects", Marker::BadWhenHigh),
    ("deficit", Marker::BadWhenHigh),
    ("delays", Marker::BadWhenHigh),
    ("depend", Marker::Balanced),
    ("depends", Marker::Balanced),
    ("diminished", Marker::Subsides),
    ("diminishes", Marker::Subsides),
    ("diminishing", Marker::Fall),
    ("dip", Marker::Fall),
    ("dipped", Marker::Subsides),
    ("dipping", Marker::Fall),
    ("dips", Marker::Subsides),
    ("disappeared", Marker::Subsides),
    ("disappears", Marker::Subsides),
    ("discount", Marker::GoodWhenHigh),
    ("discounts", Marker::GoodWhenHigh),
    ("donations", Marker::GoodWhenHigh),
    ("double", Marker::Rise),
    ("doubled", Marker::Rises),
    ("down", Marker::Down),
    ("dreading", Marker::Dreading),
    ("drop", Marker::Fall),
    ("dropped", Marker::Subsides),
    ("dropping", Marker::Fall),
    ("drops", Marker::Subsides),
    ("earnings", Marker::GoodWhenHigh),
    ("ease", Marker::Fall),
    ("eased", Marker::Subsides),
    ("eases", Marker::Subsides),
    ("easier", Marker::Comparative),
    ("easing", Marker::Subsides),
    ("economy", Marker::GoodWhenHigh),
    ("eek", Marker::Interjection),
    ("effin", Marker::Expletive),
    ("effing", Marker::Expletive),
    ("either", Marker::Balanced),
    ("eliminate", Marker::Reverser),
    ("eliminated", Marker::Reverser),
    ("eliminates", Marker::Reverser),
    ("eliminating", Marker::Reverser),
    ("emissions", Marker::BadWhenHigh),
    ("employment", Marker::GoodWhenHigh),
    ("enormous", Marker::Size),
    ("enrollment", Marker::GoodWhenHigh),
    ("enrollments", Marker::GoodWhenHigh),
    ("enrolment", Marker::GoodWhenHigh),
    ("enrolments", Marker::GoodWhenHigh),
    ("errors", Marker::BadWhenHigh),
    ("even", Marker::Even),
    ("evened", Marker::Balanced),
    ("evens", Marker::Balanced),
    ("evictions", Marker::BadWhenHigh),
    ("ew", Marker::Interjection),
    ("eww", Marker::Interjection),
    ("exports", Marker::GoodWhenHigh),
    ("faded", Marker::Subsides),
    ("fades", Marker::Subsides),
    ("fading", Marker::Fall),
    ("fail", Marker::NotDone),
    ("failed", Marker::NotDone),
    ("failing", Marker::NotDone),
    ("fails", Marker::NotDone),
    ("fall", Marker::Fall),
    ("fallen", Marker::Down),
    ("falling", Marker::Fall),
    ("falls", Marker::Subsides),
    ("fares", Marker::BadWhenHigh),
    ("fatalities", Marker::BadWhenHigh),
    ("fcking", Marker::Expletive),
    ("fee", Marker::BadWhenHigh),
    ("fees", Marker::BadWhenHigh),
    ("fell", Marker::Subsides),
    ("fence", Marker::Balanced),
    ("fewer", Marker::Reverser),
    ("ffs", Marker::Interjection),
    ("finally", Marker::Finally),
    ("fix", Marker::Reverser),
    ("fixed", Marker::Reverser),
    ("fixes", Marker::Reverser),
    ("fixing", Marker::Reverser),
    ("fking", Marker::Expletive),
    ("fkn", Marker::Expletive),
    ("flat", Marker::Steady),
    ("foreclosures", Marker::BadWhenHigh),
    ("forget", Marker::NotDone),
    ("forgets", Marker::NotDone),
    ("forgot", Marker::NotDone),
    ("forgotten", Marker::NotDone),
    ("fortified", Marker::Remedy),
    ("found", Marker::Recovers),
    ("freakin", Marker::Expletive),
    ("freaking", Marker::Expletive),
    ("free", Marker::Free),
    ("freed", Marker::Rescue),
    ("freeze", Marker::Steady),
    ("freezes", Marker::Steady),
    ("frickin", Marker::Expletive),
    ("fricking", Marker::Expletive),
    ("friggin", Marker::Expletive),
    ("frigging", Marker::Expletive),
    ("from", Marker::DenialEnd),
    ("froze", Marker::Steady),
    ("frozen", Marker::Steady),
    ("fucken", Marker::Expletive),
    ("fuckin", Marker::Expletive),
    ("fucking", Marker::Expletive),
    ("function", Marker::Function),
    ("functioned", Marker::Function),
    ("functioning", Marker::Function),
    ("functions", Marker::Function),
    ("funding", Marker::GoodWhenHigh),
    ("funnier", Marker::Comparative),
    ("gdp", Marker::GoodWhenHigh),
    ("give", Marker::Concedes),
    ("goddamn", Marker::Expletive),
    ("gone", Marker::Subsides),
    ("great", Marker::Size),
    ("greater", Marker::Comparative),
    ("grew", Marker::Rises),
    ("grow", Marker::Rise),
    ("growing", Marker::Rises),
    ("grown", Marker::Rises),
    ("grows", Marker::Rises),
    ("growth", Marker::GoodWhenHigh),
    ("ha", Marker::Interjection),
    ("haha", Marker::Interjection),
    ("hahaha", Marker::Interjection),
    ("halve", Marker::Cut),
    ("halved", Marker::Cut),
    ("halves", Marker::Cut),
    ("halving", Marker::Cut),
    ("happier", Marker::Comparative),
    ("hard", Marker::Hard),
    ("he'd", Marker::Modal),
    ("he’d", Marker::Modal),
    ("high", Marker::High),
    ("higher", Marker::High),
    ("highest", Marker::High),
    ("highs", Marker::High),
    ("hike", Marker::Rise),
    ("hiked", Marker::Rises),
    ("hikes", Marker::Rises),
    ("hiring", Marker::GoodWhenHigh),
    ("homelessness", Marker::BadWhenHigh),
    ("homicides", Marker::BadWhenHigh),
    ("hooray", Marker::Interjection),
    ("hospitalisations", Marker::BadWhenHigh),
    ("hospitalizations", Marker::BadWhenHigh),
    ("however", Marker::But),
    ("huge", Marker::Size),
    ("hurray", Marker::Interjection),
    ("huzzah", Marker::Interjection),
    ("i'd", Marker::Modal),
    ("if", Marker::Conditional),
    ("immense", Marker::Size),
    ("immune", Marker::Remedy),
    ("immunity", Marker::Remedy),
    ("income", Marker::GoodWhenHigh),
    ("increase", Marker::Rise),
    ("increased", Marker::Rises),
    ("increases", Marker::Rises),
    ("infections", Marker::BadWhenHigh),
    ("inflation", Marker::BadWhenHigh),
    ("injuries", Marker::BadWhenHigh),
    ("insolvencies", Marker::BadWhenHigh),
    ("insurance", Marker::Remedy),
    ("insured", Marker::Remedy),
    ("investment", Marker::GoodWhenHigh),
    ("it'd", Marker::Modal),
    ("it’d", Marker::Modal),
    ("i’d", Marker::Modal),
    ("jab", Marker::Remedy),
    ("jabs", Marker::Remedy),
    ("jk", Marker::Interjection),
    ("jobs", Marker::GoodWhenHigh),
    ("jump", Marker::Rise),
    ("jumped", Marker::Rises),
    ("jumps", Marker::Rises),
    ("kinder", Marker::Comparative),
    ("latency", Marker::BadWhenHigh),
    ("layoffs", Marker::BadWhenHigh),
    ("least", Marker::Least),
    ("less", Marker::Reverser),
    ("lessen", Marker::Reverser),
    ("lessened", Marker::Reverser),
    ("lessening", Marker::Reverser),
    ("lessens", Marker::Reverser),
    ("lifted", Marker::Reverser),
    ("like", Marker::Like),
    ("lmao", Marker::Interjection),
    ("lmfao", Marker::Interjection),
    ("load", Marker::Function),
    ("loading", Marker::Function),
    ("loads", Marker::Function),
    ("located", Marker::Recovers),
    ("lol", Marker::Interjection),
    ("lolz", Marker::Interjection),
    ("lonelier", Marker::Comparative),
    ("losses", Marker::BadWhenHigh),
    ("lovelier", Marker::Comparative),
    ("low", Marker::Low),
    ("lower", Marker::Low),
    ("lowest", Marker::Low),
    ("lows", Marker::Low),
    ("lulz", Marker::Interjection),
    ("make", Marker::Balanced),
    ("markets", Marker::GoodWhenHigh),
    ("massive", Marker::Size),
    ("measure", Marker::Balanced),
    ("might", Marker::Modal),
    ("might've", Marker::Modal),
    ("minimise", Marker::Reverser),
    ("minimised", Marker::Reverser),
    ("minimises", Marker::Reverser),
    ("minimising", Marker::Reverser),
    ("minimize", Marker::Reverser),
    ("minimized", Marker::Reverser),
    ("minimizes", Marker::Reverser),
    ("minimizing", Marker::Reverser),
    ("mitigate", Marker::Reverser),
    ("mitigated", Marker::Reverser),
    ("mitigates", Marker::Reverser),
    ("mitigating", Marker::Reverser),
    ("mixed", Marker::Balanced),
    ("morale", Marker::GoodWhenHigh),
    ("more", Marker::Balanced),
    ("mortgage", Marker::BadWhenHigh),
    ("murders", Marker::BadWhenHigh),
    ("neglect", Marker::NotDone),
    ("neglected", Marker::NotDone),
    ("neglects", Marker::NotDone),
    ("neither", Marker::Balanced),
    ("never", Marker::Never),
    ("nevertheless", Marker::But),
    ("nicer", Marker::Comparative),
    ("no", Marker::No),
    ("no-one", Marker::NoneOf),
    ("nobody", Marker::NoneOf),
    ("none", Marker::NoneOf),
    ("nonetheless", Marker::But),
    ("noone", Marker::NoneOf),
    ("nothing", Marker::NoneOf),
    ("nowhere", Marker::NoneOf),
    ("orders", Marker::GoodWhenHigh),
    ("others", Marker::Balanced),
    ("outages", Marker::BadWhenHigh),
    ("output", Marker::GoodWhenHigh),
    ("overcame", Marker::Reverser),
    ("overcome", Marker::Reverser),
    ("overcomes", Marker::Reverser),
    ("overcoming", Marker::Reverser),
    ("overdoses", Marker::BadWhenHigh),
    ("overturn", Marker::Reverser),
    ("overturned", Marker::Reverser),
    ("overturning", Marker::Reverser),
    ("overturns", Marker::Reverser),
    ("pass", Marker::Pass),
    ("passed", Marker::Pass),
    ("passes", Marker::Pass),
    ("passing", Marker::Pass),
    ("pay", Marker::GoodWhenHigh),
    ("payout", Marker::Repays),
    ("payouts", Marker::Repays),
    ("pension", Marker::GoodWhenHigh),
    ("pensions", Marker::GoodWhenHigh),
    ("phew", Marker::Interjection),
    ("plummet", Marker::Fall),
    ("plummeted", Marker::Subsides),
    ("plummeting", Marker::Fall),
    ("plummets", Marker::Subsides),
    ("plunge", Marker::Fall),
    ("plunged", Marker::Subsides),
    ("plunges", Marker::Subsides),
    ("plunging", Marker::Fall),
    ("pollution", Marker::BadWhenHigh),
    ("poorer", Marker::Comparative),
    ("poverty", Marker::BadWhenHigh),
    ("premiums", Marker::BadWhenHigh),
    ("pretend", Marker::NotDone),
    ("pretended", Marker::NotDone),
    ("pretending", Marker::NotDone),
    ("pretends", Marker::NotDone),
    ("prettier", Marker::Comparative),
    ("pretty", Marker::Pretty),
    ("prevent", Marker::Reverser),
    ("prevented", Marker::Reverser),
    ("preventing", Marker::Reverser),
    ("prevents", Marker::Reverser),
    ("price", Marker::BadWhenHigh),
    ("prices", Marker::BadWhenHigh),
    ("productivity", Marker::GoodWhenHigh),
    ("profit", Marker::GoodWhenHigh),
    ("profits", Marker::GoodWhenHigh),
    ("profound", Marker::Size),
    ("pros", Marker::Balanced),
    ("protect", Marker::Remedy),
    ("protected", Marker::Remedy),
    ("protecting", Marker::Remedy),
    ("protection", Marker::Remedy),
    ("protects", Marker::Remedy),
    ("prouder", Marker::Comparative),
    ("queue", Marker::BadWhenHigh),
    ("queues", Marker::BadWhenHigh),
    ("raise", Marker::Rise),
    ("raised", Marker::Rises),
    ("raises", Marker::Rises),
    ("raising", Marker::Rises),
    ("rallied", Marker::Rises),
    ("rallies", Marker::Rises),
    ("rally", Marker::Rise),
    ("rankings", Marker::GoodWhenHigh),
    ("rate", Marker::Rate),
    ("rates", Marker::Rate),
    ("ratings", Marker::GoodWhenHigh),
    ("rebound", Marker::Rise),
    ("rebounded", Marker::Rises),
    ("rebounds", Marker::Rises),
    ("rebuilt", Marker::Restores),
    ("receded", Marker::Subsides),
    ("recedes", Marker::Subsides),
    ("receding", Marker::Fall),
    ("record", Marker::Record),
    ("recovered", Marker::Reverser),
    ("recovers", Marker::Reverser),
    ("recruitment", Marker::GoodWhenHigh),
    ("rectified", Marker::Reverser),
    ("rectifies", Marker::Reverser),
    ("rectify", Marker::Reverser),
    ("rectifying", Marker::Reverser),
    ("reduce", Marker::Reverser),
    ("reduced", Marker::Reverser),
    ("reduces", Marker::Reverser),
    ("reducing", Marker::Reverser),
    ("redundancies", Marker::BadWhenHigh),
    ("refund", Marker::Repays),
    ("refunded", Marker::Repays),
    ("refunds", Marker::Repays),
    ("refuse", Marker::NotDone),
    ("refused", Marker::NotDone),
    ("refuses", Marker::NotDone),
    ("refusing", Marker::NotDone),
    ("reimburse", Marker::Repays),
    ("reimbursed", Marker::Repays),
    ("reimbursement", Marker::Repays),
    ("relieve", Marker::Reverser),
    ("relieves", Marker::Reverser),
    ("relieving", Marker::Reverser),
    ("remedied", Marker::Reverser),
    ("remedies", Marker::Remedy),
    ("remedy", Marker::Remedy),
    ("remove", Marker::Reverser),
    ("removed", Marker::Reverser),
    ("removes", Marker::Reverser),
    ("removing", Marker::Reverser),
    ("rent", Marker::BadWhenHigh),
    ("rents", Marker::BadWhenHigh),
    ("reopen", Marker::Restores),
    ("reopened", Marker::Restores),
    ("reopening", Marker::Restores),
    ("reopens", Marker::Restores),
    ("repaid", Marker::Repays),
    ("repaired", Marker::Reverser),
    ("repairing", Marker::Reverser),
    ("repay", Marker::Repays),
    ("repossessions", Marker::BadWhenHigh),
    ("rescue", Marker::Rescue),
    ("rescued", Marker::Rescue),
    ("rescuers", Marker::Rescue),
    ("rescues", Marker::Rescue),
    ("rescuing", Marker::Rescue),
    ("research", Marker::Service),
    ("resolve", Marker::Reverser),
    ("resolved", Marker::Reverser),
    ("resolves", Marker::Reverser),
    ("resolving", Marker::Reverser),
    ("restored", Marker::Restores),
    ("resume", Marker::Restores),
    ("resumed", Marker::Restores),
    ("resumes", Marker::Restores),
    ("resuming", Marker::Restores),
    ("returned", Marker::Recovers),
    ("revenue", Marker::GoodWhenHigh),
    ("revenues", Marker::GoodWhenHigh),
    ("reverse", Marker::Reverser),
    ("reversed", Marker::Reverser),
    ("reverses", Marker::Reverser),
    ("reversing", Marker::Reverser),
    ("richer", Marker::Comparative),
    ("rise", Marker::Rise),
    ("risen", Marker::Rises),
    ("rises", Marker::Rises),
    ("rising", Marker::Rises),
    ("robberies", Marker::BadWhenHigh),
    ("rofl", Marker::Interjection),
    ("roflmao", Marker::Interjection),
    ("rose", Marker::Rises),
    ("roundabouts", Marker::Balanced),
    ("sadder", Marker::Comparative),
    ("safeguard", Marker::Remedy),
    ("safeguarded", Marker::Remedy),
    ("safeguards", Marker::Remedy),
    ("safer", Marker::Comparative),
    ("salaries", Marker::GoodWhenHigh),
    ("sales", Marker::GoodWhenHigh),
    ("sank", Marker::Subsides),
    ("savings", Marker::GoodWhenHigh),
    ("say", Marker::Balanced),
    ("scores", Marker::GoodWhenHigh),
    ("scrap", Marker::Reverser),
    ("scrapped", Marker::Reverser),
    ("scrapping", Marker::Reverser),
    ("scraps", Marker::Reverser),
    ("screening", Marker::Remedy),
    ("shares", Marker::GoodWhenHigh),
    ("she'd", Marker::Modal),
    ("shed", Marker::Cut),
    ("shedding", Marker::Cut),
    ("sheds", Marker::Cut),
    ("she’d", Marker::Modal),
    ("shielded", Marker::Remedy),
    ("shootings", Marker::BadWhenHigh),
    ("shortages", Marker::BadWhenHigh),
    ("should", Marker::Modal),
    ("should've", Marker::Modal),
    ("shouldn't", Marker::Modal),
    ("shouldnt", Marker::Modal),
    ("shrank", Marker::Subsides),
    ("shrink", Marker::Fall),
    ("shrinking", Marker::Fall),
    ("shrinks", Marker::Subsides),
    ("shrunk", Marker::Subsides),
    ("single", Marker::Single),
    ("sink", Marker::Fall),
    ("sinking", Marker::Fall),
    ("sinks", Marker::Subsides),
    ("slash", Marker::Cut),
    ("slashed", Marker::Cut),
    ("slashes", Marker::Cut),
    ("slashing", Marker::Cut),
    ("slid", Marker::Fall),
    ("slide", Marker::Fall),
    ("slides", Marker::Fall),
    ("sliding", Marker::Fall),
    ("slip", Marker::Fall),
    ("slipped", Marker::Fall),
    ("slipping", Marker::Fall),
    ("slips", Marker::Fall),
    ("slowed", Marker::Subsides),
    ("slowing", Marker::Fall),
    ("slows", Marker::Subsides),
    ("slump", Marker::Fall),
    ("slumped", Marker::Subsides),
    ("slumping", Marker::Fall),
    ("slumps", Marker::Subsides),
    ("smarter", Marker::Comparative),
    ("smh", Marker::Interjection),
    ("so", Marker::So),
    ("soar", Marker::Rise),
    ("soared", Marker::Rises),
    ("soaring", Marker::Rises),
    ("soars", Marker::Rises),
    ("solve", Marker::Reverser),
    ("solved", Marker::Reverser),
    ("solves", Marker::Reverser),
    ("solving", Marker::Reverser),
    ("somewhere", Marker::Balanced),
    ("sorted", Marker::Reverser),
    ("spike", Marker::Rise),
    ("spiked", Marker::Rises),
    ("spikes", Marker::Rises),
    ("stable", Marker::Steady),
    ("steady", Marker::Steady),
    ("stocks", Marker::GoodWhenHigh),
    ("stop", Marker::Stop),
    ("stopped", Marker::Stop),
    ("stopping", Marker::Stop),
    ("stops", Marker::Stop),
    ("stronger", Marker::Comparative),
    ("subscribers", Marker::GoodWhenHigh),
    ("subsided", Marker::Subsides),
    ("subsides", Marker::Subsides),
    ("such", Marker::So),
    ("surge", Marker::Rise),
    ("surged", Marker::Rises),
    ("surges", Marker::Rises),
    ("surging", Marker::Rises),
    ("survival", Marker::GoodWhenHigh),
    ("sync", Marker::Function),
    ("syncs", Marker::Function),
    ("tanked", Marker::Subsides),
    ("tariffs", Marker::BadWhenHigh),
    ("tax", Marker::BadWhenHigh),
    ("taxes", Marker::BadWhenHigh),
    ("tell", Marker::Balanced),
    ("than", Marker::DenialEnd),
    ("thank", Marker::Thanks),
    ("thanks", Marker::Thanks),
    ("that'd", Marker::Modal),
    ("that’d", Marker::Modal),
    ("thefts", Marker::BadWhenHigh),
    ("therapies", Marker::Remedy),
    ("therapy", Marker::Remedy),
    ("they'd", Marker::Modal),
    ("they’d", Marker::Modal),
    ("think", Marker::Balanced),
    ("this", Marker::So),
    ("though", Marker::Although),
    ("three", Marker::Balanced),
    ("three-star", Marker::Balanced),
    ("thx", Marker::Thanks),
    ("toll", Marker::BadWhenHigh),
    ("too", Marker::Too),
    ("topped", Marker::Rises),
    ("tops", Marker::Rises),
    ("torn", Marker::Balanced),
    ("toss-up", Marker::Balanced),
    ("total", Marker::Size),
    ("traced", Marker::Recovers),
    ("trade-off", Marker::Balanced),
    ("tradeoff", Marker::Balanced),
    ("treatment", Marker::Remedy),
    ("treatments", Marker::Remedy),
    ("tremendous", Marker::Size),
    ("trim", Marker::Cut),
    ("trimmed", Marker::Cut),
    ("trimming", Marker::Cut),
    ("trims", Marker::Cut),
    ("triple", Marker::Rise),
    ("tripled", Marker::Rises),
    ("tumble", Marker::Fall),
    ("tumbled", Marker::Subsides),
    ("tumbles", Marker::Subsides),
    ("tumbling", Marker::Fall),
    ("turnout", Marker::GoodWhenHigh),
    ("ugh", Marker::Interjection),
    ("uglier", Marker::Comparative),
    ("unchanged", Marker::Steady),
    ("undecided", Marker::Balanced),
    ("unemployment", Marker::BadWhenHigh),
    ("up", Marker::Up),
    ("urgh", Marker::Interjection),
    ("used", Marker::Used),
    ("utter", Marker::Size),
    ("vaccination", Marker::Remedy),
    ("vaccinations", Marker::Remedy),
    ("vaccine", Marker::Remedy),
    ("vaccines", Marker::Remedy),
    ("vanished", Marker::Subsides),
    ("vanishes", Marker::Subsides),
    ("very", Marker::AtOrVery),
    ("visitors", Marker::GoodWhenHigh),
    ("visits", Marker::GoodWhenHigh),
    ("wage", Marker::GoodWhenHigh),
    ("wages", Marker::GoodWhenHigh),
    ("wait", Marker::BadWhenHigh),
    ("waiting", Marker::BadWhenHigh),
    ("waits", Marker::BadWhenHigh),
    ("waned", Marker::Subsides),
    ("wanes", Marker::Subsides),
    ("waning", Marker::Fall),
    ("ward", Marker::Service),
    ("wash", Marker::Balanced),
    ("we'd", Marker::Modal),
    ("weakened", Marker::Subsides),
    ("weakens", Marker::Subsides),
    ("weaker", Marker::Comparative),
    ("we’d", Marker::Modal),
    ("whee", Marker::Interjection),
    ("whew", Marker::Interjection),
    ("woohoo", Marker::Interjection),
    ("woot", Marker::Interjection),
    ("work", Marker::Function),
    ("worked", Marker::Function),
    ("working", Marker::Function),
    ("works", Marker::Function),
    ("worse", Marker::Comparative),
    ("would", Marker::Modal),
    ("would've", Marker::Modal),
    ("wouldn't", Marker::Modal),
    ("wouldnt", Marker::Modal),
    ("wtf", Marker::Interjection),
    ("x", Marker::SignOff),
    ("xoxo", Marker::Interjection),
    ("xx", Marker::SignOff),
    ("yay", Marker::Interjection),
    ("yet", Marker::Yet),
    ("yikes", Marker::Interjection),
    ("yippee", Marker::Interjection),
    ("you'd", Marker::Modal),
    ("you’d", Marker::Modal),
    ("zero", Marker::No),
    ("🙃", Marker::EyeRoll),
    ("🙄", Marker::EyeRoll),
];

/// The articles and possessive determiners (`analyze::is_article_or_possessive`, which a
/// test holds to the same set): words of a noun phrase's start that take no step of a
/// negation's or degree word's reach.
pub(crate) const ARTICLES_AND_POSSESSIVES: &[&str] = &[
    "a", "an", "the", "my", "your", "his", "her", "its", "our", "their",
];

/// The pronouns of the first and second person, and their contractions: a text with one speaks
/// in its writer's voice (see `analyze::TextSums::voiced`).
pub(crate) const PERSON_WORDS: &[&str] = &[
    "i",
    "i'd",
    "i'll",
    "i'm",
    "i've",
    "id",
    "im",
    "ive",
    "me",
    "mine",
    "my",
    "myself",
    "our",
    "ours",
    "ourselves",
    "u",
    "ur",
    "us",
    "we",
    "we'd",
    "we'll",
    "we're",
    "we've",
    "you",
    "you'd",
    "you'll",
    "you're",
    "you've",
    "your",
    "yours",
    "yourself",
    "yourselves",
];

/// Words after which "like" is the verb of liking: a subject pronoun ("I like"), an
/// auxiliary, modal or negated auxiliary ("did like", "you'll like", "don't like") or "to"
/// ("easy to like"). Modals of wanting ("would like", "I'd like") are left out: they ask
/// for something rather than judge it.
const LIKE_SUBJECT_OR_AUXILIARY: &[&str] = &[
    "can", "could", "did", "didn't", "didnt", "do", "does", "doesn't", "doesnt", "don't", "dont",
    "i", "i'll", "may", "might", "must", "should", "they", "they'll", "to", "u", "we", "we'll",
    "who", "will", "you", "you'll",
];

/// Adverbs and negations that may stand between that word and the verb ("I really like",
/// "I do not like"). Alone before "like" they do not make it a verb: "just like that",
/// "not like the others", "kinda like a dream".
const LIKE_ADVERBS: &[&str] = &[
    "actually",
    "also",
    "always",
    "especially",
    "genuinely",
    "just",
    "kinda",
    "never",
    "not",
    "really",
    "still",
    "totally",
    "truly",
];

/// What a word says of a "like" after it (the "like" rule in `analyze.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BeforeLike {
    /// Any other word: "like" after it is not the verb.
    #[default]
    Nothing,
    /// One of [`LIKE_SUBJECT_OR_AUXILIARY`].
    SubjectOrAuxiliary,
    /// One of [`LIKE_ADVERBS`].
    Adverb,
}

/// Everything the rules need to know about one word, emoji or emoticon.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WordInfo {
    /// Valence on VADER's −4..4 scale.
    pub valence: Option<f32>,
    /// Degree scalar when the word is a booster (+) or dampener (−).
    pub booster: Option<f32>,
    /// The word negates what follows.
    pub negation: bool,
    /// Emotion weights `[joy, sadness, anger, fear, surprise, disgust]`.
    pub emotion: Option<&'static [f32; 6]>,
    /// Some idiom starts with this word.
    pub starts_idiom: bool,
    /// Some two-word degree phrase ("kind of") starts with this word.
    pub starts_booster_pair: bool,
    /// The function word it is, if the rules look for it.
    pub marker: Marker,
    /// What it says of a "like" after it.
    pub before_like: BeforeLike,
    /// Where the idioms starting with this word are in `IDIOMS` (start, end).
    idioms: (u16, u16),
    /// The first bytes of those idioms' second words, as bits (a byte's low six bits pick
    /// the bit): see [`WordInfo::idiom_may_go_on_with`].
    idiom_second_bytes: u64,
    /// Where the two-word degree phrases starting with it are in `BOOSTERS`.
    pairs: (u16, u16),
    /// The [`cue`] bits of the sentence rules this word calls for, worked out once from the
    /// fields above ([`WordInfo::cues_called_for`]) so that gathering a sentence's cues
    /// reads one number per word.
    pub cues: u16,
    /// A word of the first or second person ([`PERSON_WORDS`]).
    person: bool,
    /// An article or possessive determiner ([`ARTICLES_AND_POSSESSIVES`]): the look-back for degree
    /// words and negations does not count it as a step ("didn't get the grant").
    pub article_or_possessive: bool,
}

/// Bits of [`WordInfo::cues`]: which of the rules that walk a whole sentence a word calls
/// for. A sentence with no such word skips them.
pub mod cue {
    /// A negation, or a degree word with a valence of its own: either may score itself
    /// with nothing in reach.
    pub const NEGATION_OR_DEGREE_WORD: u16 = 1;
    /// A contrast or concession word ([`super::Marker::is_contrast`]).
    pub const CONTRAST: u16 = 2;
    /// A modal ("would", "could") or "if".
    pub const MODAL: u16 = 4;
    /// A word of a measure's change, level or lessening, or of lessening what it acts on:
    /// [`super::Marker::Subsides`], [`super::Marker::Rises`], [`super::Marker::Rise`],
    /// [`super::Marker::Fall`], [`super::Marker::Steady`], [`super::Marker::Cut`],
    /// [`super::Marker::Reverser`], [`super::Marker::Up`], [`super::Marker::Down`],
    /// [`super::Marker::High`], [`super::Marker::Low`], [`super::Marker::Record`]; and the
    /// rare words the same pass settles, [`super::Marker::Recovers`],
    /// [`super::Marker::Restores`], [`super::Marker::Consents`], [`super::Marker::Concedes`],
    /// [`super::Marker::Repays`].
    pub const CHANGE: u16 = 8;
    /// "again" ([`super::Marker::Again`]).
    pub const AGAIN: u16 = 16;
    /// 🙄 or 🙃 ([`super::Marker::EyeRoll`]).
    pub const IRONY: u16 = 32;
    /// "used" ([`super::Marker::Used`]).
    pub const USED: u16 = 64;
    /// A word of a balanced verdict ([`super::Marker::Balanced`]).
    pub const BALANCED: u16 = 128;
    /// A word of the first or second person ([`super::PERSON_WORDS`]): the writer speaks in
    /// their own voice.
    pub const PERSON: u16 = 256;
    /// A word of gratitude ([`super::Marker::Thanks`]).
    pub const THANKS: u16 = 512;
}

impl WordInfo {
    /// Nothing known.
    const NOTHING: WordInfo = WordInfo {
        valence: None,
        booster: None,
        negation: false,
        emotion: None,
        starts_idiom: false,
        starts_booster_pair: false,
        marker: Marker::None,
        before_like: BeforeLike::Nothing,
        idioms: (0, 0),
        idiom_second_bytes: 0,
        pairs: (0, 0),
        cues: 0,
        person: false,
        article_or_possessive: false,
    };

    /// The [`cue`] bits that the word's other fields call for. A `const fn` so that the
    /// static entry of unknown "n't" contractions gets its bits from it too.
    const fn cues_called_for(&self) -> u16 {
        let mut cues = 0;
        if self.negation
            || matches!(self.marker, Marker::Expletive)
            || (self.booster.is_some() && self.valence.is_some())
        {
            cues |= cue::NEGATION_OR_DEGREE_WORD;
        }
        if self.marker.is_contrast() {
            cues |= cue::CONTRAST;
        }
        if matches!(self.marker, Marker::Modal | Marker::Conditional) {
            cues |= cue::MODAL;
        }
        if matches!(
            self.marker,
            Marker::Subsides
                | Marker::Rises
                | Marker::Rise
                | Marker::Fall
                | Marker::Steady
                | Marker::Cut
                | Marker::Reverser
                | Marker::Recovers
                | Marker::Restores
                | Marker::Consents
                | Marker::Concedes
                | Marker::Repays
                | Marker::Up
                | Marker::Down
                | Marker::High
                | Marker::Low
                | Marker::Record
        ) {
            cues |= cue::CHANGE;
        }
        if matches!(self.marker, Marker::Again) {
            cues |= cue::AGAIN;
        }
        if matches!(self.marker, Marker::EyeRoll) {
            cues |= cue::IRONY;
        }
        if matches!(self.marker, Marker::Used) {
            cues |= cue::USED;
        }
        if matches!(self.marker, Marker::Thanks) {
            cues |= cue::THANKS;
        }
        if matches!(self.marker, Marker::Balanced) {
            cues |= cue::BALANCED;
        }
        if self.person {
            cues |= cue::PERSON;
        }
        cues
    }

    /// This entry with its [`cue`] bits worked out from its other fields.
    const fn with_cues(self) -> WordInfo {
        WordInfo {
            cues: self.cues_called_for(),
            ..self
        }
    }
}

impl Default for WordInfo {
    fn default() -> WordInfo {
        WordInfo::NOTHING
    }
}

/// The bit of [`WordInfo::idiom_second_bytes`] for the second word of `phrase` (none for
/// a phrase of one word).
fn idiom_second_byte_bit(phrase: &str) -> u64 {
    phrase
        .split(' ')
        .nth(1)
        .and_then(|second| second.as_bytes().first())
        .map_or(0, |&b| 1 << (b & 63))
}

/// Widens `range` (empty when start == end) to include index `i`.
fn include(range: &mut (u16, u16), i: usize) {
    let i = i as u16;
    if range.0 == range.1 {
        *range = (i, i + 1);
    } else {
        range.0 = range.0.min(i);
        range.1 = range.1.max(i + 1);
    }
}

/// Every single-word key of every table with what the tables say of it, in
/// an open-addressing hash table (linear probing, at most half full).
struct Index {
    /// 0 for an empty slot, else the top 16 bits of the key's hash (a tag that
    /// rules out most other keys without comparing them) over an index into
    /// `entries` plus one (16 bits: the tables have far fewer keys, a test checks).
    slots: Vec<u32>,
    /// `slots.len() - 1` (a power of two minus one, below 2^16: the slot comes
    /// from the hash's low bits, the tag from its high 16; a test checks).
    mask: usize,
    entries: Vec<(&'static str, WordInfo)>,
}

impl Index {
    /// Where `key` is in `entries`, or the free slot where it would go, with its tag.
    fn slot_of(&self, key: &str, hash: u32) -> Result<usize, (usize, u32)> {
        let tag = hash & 0xFFFF_0000;
        let mut slot = hash as usize & self.mask;
        loop {
            let found = self.slots[slot];
            if found == 0 {
                return Err((slot, tag));
            }
            if found & 0xFFFF_0000 == tag {
                let entry = (found & 0xFFFF) as usize - 1;
                if self.entries[entry].0 == key {
                    return Ok(entry);
                }
            }
            slot = (slot + 1) & self.mask;
        }
    }

    /// What the index says of `key`, whose [`key_hash`] is `hash`.
    fn get(&self, key: &str, hash: u32) -> Option<&WordInfo> {
        self.slot_of(key, hash)
            .ok()
            .map(|entry| &self.entries[entry].1)
    }

    fn entry(&mut self, key: &'static str) -> &mut WordInfo {
        let entry = match self.slot_of(key, key_hash(key.as_bytes())) {
            Ok(entry) => entry,
            Err((slot, tag)) => {
                self.entries.push((key, WordInfo::default()));
                self.slots[slot] = tag | self.entries.len() as u32;
                self.entries.len() - 1
            }
        };
        &mut self.entries[entry].1
    }
}

fn build_index() -> Index {
    let most = VALENCE.len()
        + BOOSTERS.len()
        + NEGATIONS.len()
        + EMOTION.len()
        + IDIOMS.len()
        + MARKERS.len()
        + LIKE_SUBJECT_OR_AUXILIARY.len()
        + LIKE_ADVERBS.len();
    let slots = (2 * most).next_power_of_two();
    let mut index = Index {
        slots: vec![0; slots],
        mask: slots - 1,
        entries: Vec::with_capacity(most),
    };
    for (key, valence) in VALENCE {
        index.entry(key).valence = Some(*valence);
    }
    for (i, (key, scalar)) in BOOSTERS.iter().enumerate() {
        match key.split_once(' ') {
            Some((first, _)) => {
                let info = index.entry(first);
                info.starts_booster_pair = true;
                include(&mut info.pairs, i);
            }
            None => index.entry(key).booster = Some(*scalar),
        }
    }
    for key in NEGATIONS {
        index.entry(key).negation = true;
    }
    for (key, weights) in EMOTION {
        index.entry(key).emotion = Some(weights);
    }
    // Sorted by bytes, the phrases that start with one word are contiguous (a space sorts first).
    for (i, (phrase, _)) in IDIOMS.iter().enumerate() {
        let first = phrase.split(' ').next().unwrap_or(phrase);
        let info = index.entry(first);
        info.starts_idiom = true;
        include(&mut info.idioms, i);
        info.idiom_second_bytes |= idiom_second_byte_bit(phrase);
    }
    for (word, marker) in MARKERS {
        index.entry(word).marker = *marker;
    }
    for word in PERSON_WORDS {
        index.entry(word).person = true;
    }
    for word in ARTICLES_AND_POSSESSIVES {
        index.entry(word).article_or_possessive = true;
    }
    for word in LIKE_SUBJECT_OR_AUXILIARY {
        index.entry(word).before_like = BeforeLike::SubjectOrAuxiliary;
    }
    for word in LIKE_ADVERBS {
        index.entry(word).before_like = BeforeLike::Adverb;
    }
    let not = *index.entry("not");
    for (key, info) in &mut index.entries {
        // Any contraction with "n't" negates (couldn't, wouldn't, ain't, …).
        if key.ends_with("n't") {
            info.negation = true;
        }
        // A contraction with "n't" that starts no idiom of its own starts those of "not", as
        // the two words would: "isn't bad" is "is not bad", "wasn't worth it" "was not worth it".
        if info.negation && !info.starts_idiom && (key.ends_with("n't") || key.ends_with("nt")) {
            info.starts_idiom = not.starts_idiom;
            info.idioms = not.idioms;
            info.idiom_second_bytes = not.idiom_second_bytes;
        }
        info.cues = info.cues_called_for();
    }
    index
}

/// The lexicons, indexed, and a memo of derived valences. One per instance.
pub(crate) struct Lexicon {
    index: Index,
    /// Unknown words repeat (names, topic words): their derived valence is
    /// remembered in a direct-mapped cache of [`DERIVED_CACHE_SLOTS`] slots
    /// (hash, key, answer), so memory stays bounded.
    derived: RefCell<Vec<(u32, String, Option<f32>)>>,
}

const DERIVED_CACHE_SLOTS: usize = 4096;

thread_local! {
    /// Built on first use, once per instance (wasm32 has one thread).
    static LEXICON: Lexicon = Lexicon {
        index: build_index(),
        derived: RefCell::new(Vec::new()),
    };
}

/// Runs `f` with the lexicon (built on first use).
pub(crate) fn with_lexicon<R>(f: impl FnOnce(&Lexicon) -> R) -> R {
    LEXICON.with(f)
}

/// What the lexicons say about `key` (default: nothing).
#[cfg(test)]
pub fn word_info(key: &str) -> WordInfo {
    with_lexicon(|lexicon| lexicon.info(key))
}

/// An entry of the word index, or one of the answers for words it does not have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryId(u32);

impl EntryId {
    /// What the lexicons say of a word they do not have.
    pub const UNKNOWN: EntryId = EntryId(u32::MAX);
    const UNKNOWN_NEGATION: EntryId = EntryId(u32::MAX - 1);
}

/// What the lexicons say of a word they do not have.
static UNKNOWN: WordInfo = WordInfo::NOTHING;
/// …and of an unknown contraction with "n't" (couldn't, ain't, …): it negates.
static UNKNOWN_NEGATION: WordInfo = WordInfo {
    negation: true,
    ..WordInfo::NOTHING
}
.with_cues();

/// What the lexicons say of a rating in figures at the middle of its scale ("3 stars", "5/10"):
/// a balanced verdict, as the words "three stars" are.
pub static MIDDLING_MARK: WordInfo = WordInfo {
    marker: Marker::Balanced,
    ..WordInfo::NOTHING
}
.with_cues();

impl Lexicon {
    /// What the lexicons say about `key` (default: nothing).
    pub fn entry(&self, key: &str) -> &WordInfo {
        self.entry_hashed(key, key_hash(key.as_bytes()))
    }

    /// [`Lexicon::entry`] of a key whose [`key_hash`] the tokenizer already worked out.
    pub fn entry_hashed(&self, key: &str, hash: u32) -> &WordInfo {
        self.entry_at(self.entry_id(key, hash))
    }

    /// Where [`Lexicon::entry_hashed`] finds what it says of `key`: an id that
    /// [`Lexicon::entry_at`] turns back into the entry, small enough to cache. A key the index
    /// lacks may still be a contraction with "n't" or a laugh ([`laugh`]).
    pub fn entry_id(&self, key: &str, hash: u32) -> EntryId {
        match self.indexed_id(key, hash) {
            Some(id) => id,
            // Any contraction with "n't" negates (couldn't, wouldn't, ain't, …); the
            // index marks those it has when it is built.
            None if key.ends_with("n't") => EntryId::UNKNOWN_NEGATION,
            // A laugh typed at any length is the lexicon's laugh: "hahahaha", "hehe".
            None => self.laugh_entry(key).unwrap_or(EntryId::UNKNOWN),
        }
    }

    /// Where the index has `key`, if it has it.
    fn indexed_id(&self, key: &str, hash: u32) -> Option<EntryId> {
        self.index
            .slot_of(key, hash)
            .ok()
            .map(|entry| EntryId(entry as u32))
    }

    /// [`Lexicon::indexed_id`] for a word whose hash is not known yet.
    fn indexed_id_of(&self, word: &str) -> Option<EntryId> {
        self.indexed_id(word, key_hash(word.as_bytes()))
    }

    /// The entry of the word an elongated `key` stretches: the first of its
    /// [`stretched_words`] that the index has.
    pub fn stretched_entry(&self, key: &str) -> Option<EntryId> {
        stretched_words(key).find_map(|word| self.indexed_id_of(&word))
    }

    /// The entry of the laugh that an unknown `key` spells out at length (`hahahaha`,
    /// `ahahah`, `hehe`, `jajaja`, `lololol`): see [`laugh`]. Out of line: only keys the index
    /// lacks come here.
    #[inline(never)]
    fn laugh_entry(&self, key: &str) -> Option<EntryId> {
        laugh(key).and_then(|word| self.indexed_id_of(word))
    }

    pub fn entry_at(&self, id: EntryId) -> &WordInfo {
        match id {
            EntryId::UNKNOWN_NEGATION => &UNKNOWN_NEGATION,
            EntryId(entry) => self
                .index
                .entries
                .get(entry as usize)
                .map_or(&UNKNOWN, |(_, info)| info),
        }
    }

    /// [`Lexicon::entry`], copied.
    #[cfg(test)]
    pub fn info(&self, key: &str) -> WordInfo {
        *self.entry(key)
    }

    fn valence(&self, key: &str) -> Option<f32> {
        self.index
            .get(key, key_hash(key.as_bytes()))
            .and_then(|info| info.valence)
    }

    /// Valence of an unknown word from a known one it is built on, or `None`:
    /// a negating prefix (`unfunny` ← `funny`, negated), an inflection
    /// (`brilliantly` ← `brilliant`, `loving` ← `love`, `happiest` ← `happy`) or the head
    /// of a hyphenated compound (`life-threatening` ← `threatening`; see
    /// [`Lexicon::derive_compound`]).
    /// Derived valences count [`DERIVED_WEIGHT`] of the base word's.
    /// `hash` is the key's [`key_hash`].
    pub fn derived_valence(&self, key: &str, hash: u32) -> Option<f32> {
        if key.len() < 5 || !key.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') {
            return None;
        }
        let h = hash;
        let slot = (h >> 8) as usize % DERIVED_CACHE_SLOTS;
        let mut cache = self.derived.borrow_mut();
        if cache.is_empty() {
            cache.resize(DERIVED_CACHE_SLOTS, (0, String::new(), None));
        }
        let (cached_hash, cached_key, answer) = &mut cache[slot];
        if *cached_hash == h && cached_key == key {
            return *answer;
        }
        let derived = self.derive_uncached(key);
        *cached_hash = h;
        cached_key.clear();
        cached_key.push_str(key);
        *answer = derived;
        derived
    }

    /// Valence of an unknown compound of two words joined by a hyphen, from its parts: a
    /// compound means what its head (the second word) means, whatever the first adds
    /// (`life-threatening`, `cost-effective`, `god-awful`), with these exceptions:
    /// - `X-free` is without X: positive when X is negative (`stress-free`, `pain-free`),
    ///   nothing otherwise (`sugar-free`).
    /// - `X-like` is resembling X (`zombie-like`): nothing.
    /// - `non-` and `un-` deny the head (`non-toxic`) as negation does; `over-` makes it too
    ///   much of a thing (`over-hyped`): negative.
    /// - After another bound prefix ([`BOUND_PREFIXES`]: `post-apocalyptic`, `self-cleaning`) the
    ///   head names a kind of thing rather than judging it: nothing.
    ///
    /// A compound of three words or more (`point-and-shoot`, `tax-the-rich`) is a phrase made
    /// into a word, which its head alone does not describe: nothing.
    fn derive_compound(&self, modifier: &str, head: &str) -> Option<f32> {
        if head.contains('-') || modifier.len() < 2 || head.len() < 3 || head == "like" {
            return None;
        }
        if head == "free" {
            return self
                .valence(modifier)
                .filter(|v| *v < 0.0)
                .map(derived_denial);
        }
        if BOUND_PREFIXES.contains(&modifier) {
            return None;
        }
        let head = self.valence(head).or_else(|| self.derive_uncached(head))?;
        Some(match modifier {
            "non" | "un" => derived_denial(head),
            "over" => -head.abs() * DERIVED_WEIGHT,
            _ => head * DERIVED_WEIGHT,
        })
    }

    fn derive_uncached(&self, key: &str) -> Option<f32> {
        if let Some(hyphen) = key.bytes().position(|b| b == b'-') {
            return self.derive_compound(&key[..hyphen], &key[hyphen + 1..]);
        }
        for prefix in ["un", "non"] {
            if let Some(base) = key.strip_prefix(prefix) {
                if base.len() >= 4 {
                    if let Some(v) = self.valence(base) {
                        return Some(derived_denial(v));
                    }
                }
            }
        }
        // A stem with no replacement is a slice of the key, so the buffer is only for the others.
        let mut buffer = String::new();
        for (suffix, replacement) in suffixes_ending_in(key.as_bytes().last().copied()) {
            if let Some(stem) = key.strip_suffix(suffix) {
                if stem.len() < 3 {
                    continue;
                }
                // "-es" is the plural or third person only after a sibilant or "o" ("wishes",
                // "kisses", "heroes"); elsewhere the "e" is the stem's ("dudes" is not "dud").
                if *suffix == "es"
                    && !["s", "x", "z", "ch", "sh", "o"]
                        .iter()
                        .any(|end| stem.ends_with(end))
                {
                    continue;
                }
                let candidate = if replacement.is_empty() {
                    stem
                } else {
                    buffer.clear();
                    buffer.push_str(stem);
                    buffer.push_str(replacement);
                    &buffer
                };
                if let Some(v) = self.valence(candidate) {
                    return Some(v * DERIVED_WEIGHT);
                }
                // A doubled final consonant: "stopped" ← "stop", "sadder" ← "sad".
                let bytes = stem.as_bytes();
                if replacement.is_empty()
                    && bytes.len() >= 4
                    && bytes[bytes.len() - 1] == bytes[bytes.len() - 2]
                {
                    if let Some(v) = self.valence(&stem[..stem.len() - 1]) {
                        return Some(v * DERIVED_WEIGHT);
                    }
                }
            }
        }
        None
    }
}

/// The lexicon's laugh that `key` spells out, if it is one: a run of two or more syllables of
/// `h` (or `j`, all alike) and a vowel (`hehe`, `hihihi`, `jajaja`, `hahahaha`), perhaps
/// opened by `a` and closed by `h` (`ahahah`), is `haha` for two syllables and `hahaha` for
/// more; `lol` followed by `ol`s (`lolol`, `lololol`) is `lol`. Laughter is typed at any
/// length, so no list of spellings is complete, and a repeated syllable is not an elongated
/// letter ([`stretched_words`]).
fn laugh(key: &str) -> Option<&'static str> {
    let bytes = key.as_bytes();
    // Most unknown words are ruled out by their first byte.
    if !matches!(bytes.first(), Some(b'h' | b'j' | b'a' | b'l')) {
        return None;
    }
    if let Some(rest) = bytes.strip_prefix(b"lol") {
        return (!rest.is_empty() && rest.len() % 2 == 0 && rest.chunks(2).all(|s| s == b"ol"))
            .then_some("lol");
    }
    let body = bytes.strip_prefix(b"a").unwrap_or(bytes);
    let body = body.strip_suffix(b"h").unwrap_or(body);
    let consonant = match body.first() {
        Some(&c @ (b'h' | b'j')) => c,
        _ => return None,
    };
    let syllables = body.len() / 2;
    let is_laugh = syllables >= 2
        && body.len() % 2 == 0
        && body
            .chunks(2)
            .all(|s| s[0] == consonant && matches!(s[1], b'a' | b'e' | b'i'));
    match (is_laugh, syllables) {
        (false, _) => None,
        (true, 2) => Some("haha"),
        (true, _) => Some("hahaha"),
    }
}

/// The inflections [`Lexicon::derived_valence`] undoes, as (suffix, what replaces it), most
/// specific first among those that end in the same byte, and grouped by that byte so that a
/// key's last byte picks the few that can match ([`suffixes_ending_in`]). Not "-er": it makes
/// agent nouns as often as comparatives ("player" is not more "play").
const SUFFIXES: &[(&str, &str)] = &[
    ("iest", "y"),
    ("est", ""),
    ("est", "e"),
    ("ier", "y"),
    ("ily", "y"),
    ("ingly", ""),
    ("edly", ""),
    ("ly", ""),
    ("ied", "y"),
    ("ed", ""),
    ("ed", "e"),
    ("ies", "y"),
    ("ness", ""),
    ("es", ""),
    ("s", ""),
    ("ing", ""),
    ("ing", "e"),
    // Informal spelling drops the g of "-ing": "lovin" ← "loving", "rockin" ← "rocking".
    ("in", "ing"),
];

/// The [`SUFFIXES`] that end in `last` (a test checks the ranges against the table).
fn suffixes_ending_in(last: Option<u8>) -> &'static [(&'static str, &'static str)] {
    let range = match last {
        Some(b't') => 0..3,
        Some(b'r') => 3..4,
        Some(b'y') => 4..8,
        Some(b'd') => 8..11,
        Some(b's') => 11..15,
        Some(b'g') => 15..17,
        Some(b'n') => 17..18,
        _ => 0..0,
    };
    &SUFFIXES[range]
}

/// Prefixes that, before a hyphen, make the compound name a kind of thing or a stance rather
/// than judge it (`post-apocalyptic`, `self-cleaning`, `anti-war`, `anti-fraud`): see
/// [`Lexicon::derive_compound`].
const BOUND_PREFIXES: &[&str] = &[
    "anti", "co", "ex", "mid", "multi", "neo", "post", "pre", "pseudo", "quasi", "re", "self",
    "semi", "sub",
];

/// How much of its base word's valence a derived word gets: less certain.
pub const DERIVED_WEIGHT: f32 = 0.9;

/// The valence of a word built to deny a known one (`unfunny` ← `funny`, `non-toxic`,
/// `stress-free`, and `stress free` in `analyze.rs`): the base's valence turned as a negation
/// turns it ([`crate::analyze::N_SCALAR`]), at [`DERIVED_WEIGHT`].
pub(crate) fn derived_denial(base: f32) -> f32 {
    crate::analyze::N_SCALAR * base * DERIVED_WEIGHT
}

impl WordInfo {
    /// The degree scalar of the two-word booster or dampener `first second`
    /// ("kind of", "a bit"), where `self` is what the index says of `first`:
    /// the caller already has it, so the first word is not looked up again.
    pub fn booster_pair(&self, first: &str, second: &str) -> Option<f32> {
        let (start, end) = self.pairs;
        BOOSTERS[usize::from(start)..usize::from(end)]
            .iter()
            .find(|(pair, _)| {
                pair.len() == first.len() + 1 + second.len() && pair.ends_with(second)
            })
            .map(|(_, scalar)| *scalar)
    }

    /// Whether an idiom that starts with this word could go on with the word `next`: a
    /// test of `next`'s first byte alone, so that most words after an idiom's first word
    /// (one word in seven of the speed benchmark's sentences starts one: "the", "on",
    /// "would") are ruled out without comparing phrases. Every idiom has two words or more, so when this is false
    /// [`WordInfo::longest_idiom`] finds no idiom longer than the first word.
    pub fn idiom_may_go_on_with(&self, next: &str) -> bool {
        next.as_bytes()
            .first()
            .map_or(false, |&b| self.idiom_second_bytes & (1 << (b & 63)) != 0)
    }

    /// The longest idiom that starts with `words[0]` (whose info is `self`) and
    /// matches the following words, as (number of words, valence, emotion weights: those
    /// `EMOTION` has for the phrase, if any).
    pub fn longest_idiom(&self, words: &[&str]) -> Option<(usize, f32, Option<&'static [f32; 6]>)> {
        let (start, end) = self.idioms;
        let phrases = &IDIOMS[usize::from(start)..usize::from(end)];
        // Every phrase in the range starts with the same word and a space: `words[0]`, or "not"
        // when `words[0]` is a contraction with "n't" (see `build_index`). Where the second
        // word starts is the same for all of them.
        let second = phrases.first()?.0.find(' ')? + 1;
        // The phrases are sorted, so those whose second word is the text's next word stand
        // together: they start where a binary search for that word lands (the word alone, then
        // the word and a space, sort before the word and anything else), and end at the first
        // phrase that does not go on with it. Common first words ("not", "a", "was") start
        // dozens of idioms, which a scan of them all compared for every such word.
        let next = words.get(1)?.as_bytes();
        let after_first = |phrase: &'static str| phrase.as_bytes().get(second..).unwrap_or(&[]);
        let from = phrases.partition_point(|(phrase, _)| after_first(phrase) < next);
        // Whether what is left of a phrase opens with `word`, then a space or the end.
        let opens_with = |rest: &[u8], word: &[u8]| {
            !word.is_empty()
                && rest.starts_with(word)
                && matches!(rest.get(word.len()), None | Some(b' '))
        };
        let mut best: Option<(usize, f32, &'static str)> = None;
        for (phrase, value) in &phrases[from..] {
            let rest = after_first(phrase);
            if !opens_with(rest, next) {
                break;
            }
            // Its first two words match; each further word must be the text's next one.
            let mut rest = rest.get(next.len() + 1..).unwrap_or(&[]);
            let mut matched = 2;
            let mut ok = true;
            while ok && !rest.is_empty() {
                let word = words.get(matched).map_or(&[][..], |w| w.as_bytes());
                ok = opens_with(rest, word);
                rest = rest.get(word.len() + 1..).unwrap_or(&[]);
                matched += 1;
            }
            if ok && best.map_or(true, |(n, _, _)| matched > n) {
                best = Some((matched, *value, phrase));
            }
        }
        // Idioms are found rarely: a search of the sorted table then costs nothing per word.
        best.map(|(len, value, phrase)| {
            let emotion = EMOTION
                .binary_search_by(|(key, _)| key.as_bytes().cmp(phrase.as_bytes()))
                .ok()
                .map(|at| &EMOTION[at].1);
            (len, value, emotion)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffixes_are_found_by_their_last_byte() {
        for byte in 0..=u8::MAX {
            let expected: Vec<_> = SUFFIXES
                .iter()
                .filter(|(suffix, _)| suffix.as_bytes().last() == Some(&byte))
                .collect();
            let found: Vec<_> = suffixes_ending_in(Some(byte)).iter().collect();
            assert_eq!(found, expected, "{}", char::from(byte));
        }
        assert!(suffixes_ending_in(None).is_empty());
    }

    /// The slow, obvious reference: a linear scan of each table.
    fn reference_info(key: &str) -> WordInfo {
        let negation = NEGATIONS.contains(&key) || key.ends_with("n't");
        let starts = |key: &str| IDIOMS.iter().any(|(p, _)| p.split(' ').next() == Some(key));
        // A contraction with "n't" without idioms of its own starts those of "not".
        let idiom_key = if negation && (key.ends_with("n't") || key.ends_with("nt")) && !starts(key)
        {
            "not"
        } else {
            key
        };
        WordInfo {
            valence: VALENCE.iter().find(|(k, _)| *k == key).map(|(_, v)| *v),
            booster: BOOSTERS
                .iter()
                .find(|(k, _)| *k == key && !k.contains(' '))
                .map(|(_, v)| *v),
            negation,
            emotion: EMOTION.iter().find(|(k, _)| *k == key).map(|(_, w)| w),
            starts_idiom: starts(idiom_key),
            starts_booster_pair: BOOSTERS
                .iter()
                .any(|(p, _)| p.split_once(' ').map(|(f, _)| f) == Some(key)),
            marker: MARKERS
                .iter()
                .find(|(w, _)| *w == key)
                .map_or(Marker::None, |(_, m)| *m),
            before_like: if LIKE_SUBJECT_OR_AUXILIARY.contains(&key) {
                BeforeLike::SubjectOrAuxiliary
            } else if LIKE_ADVERBS.contains(&key) {
                BeforeLike::Adverb
            } else {
                BeforeLike::Nothing
            },
            idioms: range_of(
                IDIOMS
                    .iter()
                    .map(|(p, _)| p.split(' ').next() == Some(idiom_key)),
            ),
            idiom_second_bytes: IDIOMS
                .iter()
                .filter(|(p, _)| p.split(' ').next() == Some(idiom_key))
                .fold(0, |bits, (p, _)| bits | idiom_second_byte_bit(p)),
            pairs: range_of(
                BOOSTERS
                    .iter()
                    .map(|(p, _)| p.split_once(' ').map(|(f, _)| f) == Some(key)),
            ),
            cues: 0,
            person: PERSON_WORDS.contains(&key),
            article_or_possessive: ARTICLES_AND_POSSESSIVES.contains(&key),
        }
        .with_cues()
    }

    fn range_of(hits: impl Iterator<Item = bool>) -> (u16, u16) {
        let hits: Vec<usize> = hits
            .enumerate()
            .filter(|(_, hit)| *hit)
            .map(|(i, _)| i)
            .collect();
        match (hits.first(), hits.last()) {
            (Some(&a), Some(&b)) => (a as u16, b as u16 + 1),
            _ => (0, 0),
        }
    }

    #[test]
    fn the_index_agrees_with_a_linear_scan_for_every_key() {
        let keys = VALENCE
            .iter()
            .map(|(k, _)| *k)
            .chain(BOOSTERS.iter().map(|(k, _)| *k))
            .chain(NEGATIONS.iter().copied())
            .chain(EMOTION.iter().map(|(k, _)| *k))
            .chain(IDIOMS.iter().map(|(k, _)| *k))
            .chain(MARKERS.iter().map(|(k, _)| *k))
            .chain(PERSON_WORDS.iter().copied())
            .chain(["", "zzzz-not-a-word", "shouldn't", "kind", "😂", ":)"]);
        for key in keys {
            assert_eq!(word_info(key), reference_info(key), "{key:?}");
        }
    }

    #[test]
    fn the_index_has_room_for_every_key() {
        with_lexicon(|lexicon| {
            let index = &lexicon.index;
            assert!(index.entries.len() < 0xFFFF);
            // Slot bits and tag bits of the 32-bit hash do not overlap.
            assert!(index.mask < 0x1_0000);
        });
    }

    #[test]
    fn tables_are_sorted_and_unique() {
        assert!(VALENCE
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
        assert!(IDIOMS
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
        assert!(BOOSTERS
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
        assert!(EMOTION
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
        assert!(MARKERS
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
    }

    #[test]
    fn no_idiom_is_longer_than_the_engine_looks() {
        let longest = IDIOMS
            .iter()
            .map(|(p, _)| p.split(' ').count())
            .max()
            .unwrap_or(0);
        assert!(
            longest <= crate::analyze::IDIOM_MAX_WORDS,
            "an idiom has {longest} words"
        );
    }

    #[test]
    fn an_idiom_goes_on_only_with_a_word_whose_first_byte_it_allows() {
        for (phrase, _) in IDIOMS {
            let words: Vec<&str> = phrase.split(' ').collect();
            let first = word_info(words[0]);
            assert!(words.len() >= 2, "{phrase:?} has one word");
            assert!(first.idiom_may_go_on_with(words[1]), "{phrase:?}");
        }
        let over = word_info("over");
        assert!(over.idiom_may_go_on_with("the"));
        assert!(!over.idiom_may_go_on_with("sea"));
        assert!(!over.idiom_may_go_on_with(""));
        assert!(!word_info("zzzz-not-a-word").idiom_may_go_on_with("the"));
    }

    #[test]
    fn booster_pairs_and_idioms() {
        let kind = word_info("kind");
        assert!(kind.booster_pair("kind", "of").is_some());
        assert!(kind.booster_pair("kind", "hearted").is_none());
        assert_eq!(
            word_info("over")
                .longest_idiom(&["over", "the", "moon", "today"])
                .map(|(n, v, emotion)| (n, v, emotion.map(|weights| weights[0]))),
            Some((3, 3.0, Some(0.9)))
        );
        assert_eq!(
            word_info("over").longest_idiom(&["over", "the", "sea"]),
            None
        );
    }
}
