//! Table-driven cases per rule: each rule's effect, and where it stops.

use sentiment_wasm::{analyze, Label, NEGATIVE_WEIGHT};

fn compound(text: &str) -> f64 {
    analyze(text).compound
}

fn assert_positive(texts: &[&str]) {
    for text in texts {
        assert!(compound(text) > 0.0, "{text:?}");
    }
}

fn assert_negative(texts: &[&str]) {
    for text in texts {
        assert!(compound(text) < 0.0, "{text:?}");
    }
}

fn assert_zero(texts: &[&str]) {
    for text in texts {
        assert_eq!(compound(text), 0.0, "{text:?}");
    }
}

/// Each text is labelled NEUTRAL (its compound within VADER's thresholds, not necessarily 0).
fn assert_neutral(texts: &[&str]) {
    for text in texts {
        assert_eq!(analyze(text).label, Label::Neutral, "{text:?}");
    }
}

/// Each (text, plain) pair: the text scores with the plain text's sign, and further from 0.
fn assert_emphasises(pairs: &[(&str, &str)]) {
    for (text, plain) in pairs {
        let (c, p) = (compound(text), compound(plain));
        assert!(
            c.signum() == p.signum() && c.abs() > p.abs(),
            "{text:?} {c} vs {plain:?} {p}"
        );
    }
}

/// (description, text scoring higher, text scoring lower)
const ORDERINGS: &[(&str, &str, &str)] = &[
    (
        "booster raises",
        "The food is very good",
        "The food is good",
    ),
    (
        "dampener lowers",
        "The food is good",
        "The food is slightly good",
    ),
    (
        "kind of dampens",
        "The food is good",
        "The food is kind of good",
    ),
    (
        "sort of dampens",
        "The food is good",
        "The food is sort of good",
    ),
    (
        "least negates the word it grades",
        "This is an interesting movie",
        "This is the least interesting movie",
    ),
    (
        "exclamation amplifies",
        "The food is good!!!",
        "The food is good",
    ),
    (
        "ALL CAPS amid mixed case amplifies",
        "The food is GOOD",
        "The food is good",
    ),
    (
        "elongation amplifies",
        "The food is goooood",
        "The food is good",
    ),
    ("negation flips", "The food is good", "The food is not good"),
    (
        "negation flips negative words too",
        "The food is not bad",
        "The food is bad",
    ),
    ("contraction negates", "It is good", "It isn't good"),
    (
        "a contraction with n't that no lexicon lists negates too",
        "It may be good",
        "It mayn't be good",
    ),
    (
        "negation reaches three words back",
        "It is good",
        "It is not really very good",
    ),
    ("no longer negates", "I am happy", "I am no longer happy"),
    ("without negates", "A day with joy", "A day without joy"),
    (
        "but: the clause after dominates (negative)",
        "The food was bad but the service was great",
        "The food was great but the service was bad",
    ),
    (
        "although: the conceded clause counts less",
        "Although the food was bad, the service was great",
        "Although the food was great, the service was bad",
    ),
    (
        "emoticon scores",
        "Meeting at noon :)",
        "Meeting at noon :(",
    ),
    ("heart emoticon", "see you tomorrow <3", "see you tomorrow"),
    (
        "idiom over the moon",
        "I am over the moon",
        "I am at the moon",
    ),
    (
        "never ... so is emphasis, not negation",
        "I have never slept so well",
        "I have slept well",
    ),
    (
        "never ... this before a sentiment word still negates",
        "I liked this great film",
        "I never liked this great film",
    ),
    (
        "negation does not reach an interjection",
        "I don't know lol",
        "I don't know",
    ),
    ("a repeated no is one emphatic refusal", "No.", "No no no!"),
    ("a dropped g of -ing keeps the word", "Lovin it", "Doin it"),
    ("idiom no worries", "No worries, see you then", "Worries, see you then"),
    (
        "like after a subject is the verb of liking",
        "I like the new office",
        "It looks like the new office",
    ),
    (
        "like after a negation is the verb, negated",
        "It looks like the new office",
        "I don't like the new office",
    ),
    (
        "emoticons beyond the common faces",
        "I ate it all",
        "I ate it all :c",
    ),
    ("a cheering figure is an emoticon", "We won \\o/", "We won"),
    (
        "an expletive with nothing to intensify voices exasperation",
        "I lost my keys",
        "I lost my fucking keys",
    ),
    (
        "a headline in Title Case describes rather than judges",
        "Best American adventures: a swamp tromp in big cypress",
        "Best American Adventures: Swamp Tromp In Big Cypress",
    ),
    (
        "a sentence that carries a link presents it",
        "Great tips for new writers",
        "Great tips for new writers http://example.com/tips",
    ),
    (
        "a second word of the same polarity still adds",
        "The room was nice and clean",
        "The room was nice",
    ),
    (
        "an expletive before a sentiment word only intensifies it",
        "that was fucking awesome",
        "that was awesome",
    ),
    (
        "an expletive spelt as said or typed short intensifies as the full word does",
        "so effin cool",
        "so cool",
    ),
    (
        "an expletive spelt short with nothing to intensify voices exasperation",
        "I lost my keys",
        "I lost my fuckin keys",
    ),
    (
        "document: a short fragment adds to the sentence it follows",
        "Best concert ever. Ok!",
        "Best concert ever.",
    ),
    (
        "document: a sentence without sentiment dilutes the others",
        "The hotel by the old harbour was lovely.",
        "The hotel by the old harbour was lovely. We arrived there on a Tuesday in the late afternoon.",
    ),
    (
        "document: a long sentence counts as one, however long",
        "The hotel was lovely. The staff were helpful.",
        "The hotel was lovely. The staff who met us at the desk every morning of the week were helpful.",
    ),
];

#[test]
fn each_rule_moves_the_score_the_right_way() {
    let mut failures = Vec::new();
    for (rule, higher, lower) in ORDERINGS {
        let (h, l) = (compound(higher), compound(lower));
        if h <= l {
            failures.push(format!(
                "{rule}: {higher:?} = {h} should score above {lower:?} = {l}"
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// (description, text, its dominant emotion)
const DOMINANT_EMOTIONS: &[(&str, &str, &str)] = &[
    ("a joy word", "I am so happy today", "joy"),
    (
        "a sadness word",
        "I miss her so much, I feel sad",
        "sadness",
    ),
    ("an anger word", "This makes me furious", "anger"),
    ("a fear word", "I am scared of the dark", "fear"),
    ("a surprise word", "I was shocked by the news", "surprise"),
    ("a disgust word", "What a disgusting meal", "disgust"),
    ("an emoji", "see you at noon 😢", "sadness"),
    ("a smile", "see you at noon :)", "joy"),
    ("a frown", "see you at noon :(", "sadness"),
    ("tears", "see you at noon :'(", "sadness"),
    ("an angry face", "see you at noon >:(", "anger"),
    ("an open mouth", "see you at noon :O", "surprise"),
    ("a laugh", "see you at noon xD", "joy"),
    ("a heart", "see you at noon <3", "joy"),
    (
        "a face with no emotion of the six: only the judgement's disapproval",
        "see you at noon :/",
        "anger",
    ),
    ("negated joy is a little sad", "I am not happy", "sadness"),
    (
        "the words of an idiom bring none (\"not bad\" is not sad); its judgement is approval",
        "It was not bad",
        "joy",
    ),
    ("an idiom brings its own", "I am over the moon", "joy"),
    ("an idiom of exasperation", "I'm fed up with this", "anger"),
    ("a mood journal's idiom", "Feeling blue today", "sadness"),
    ("an idiom of fright", "I totally freaked out", "fear"),
    ("an idiom of fury", "My blood was boiling", "anger"),
    ("an idiom of dread", "Stomach in knots all day", "fear"),
    (
        "an idiom of astonishment, in every spelling",
        "I could not believe it",
        "surprise",
    ),
    ("no emotion word", "The meeting is at noon", "neutral"),
    (
        "a question voices curiosity, which the Ekman mapping counts as surprise",
        "Is the meeting at noon?",
        "surprise",
    ),
    (
        "a question with a stronger emotion keeps it",
        "Why am I so sad?",
        "sadness",
    ),
];

#[test]
fn each_emotion_has_its_words_and_faces() {
    let mut failures = Vec::new();
    for (case, text, expected) in DOMINANT_EMOTIONS {
        let got = analyze(text).emotions.dominant_name();
        if got != *expected {
            failures.push(format!("{case}: {text:?} is {got}, not {expected}"));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn a_confident_judgement_without_a_named_emotion_is_approval_or_disapproval() {
    // No word names an emotion strongly enough to dominate: the judgement itself does, as
    // joy (approval) or anger (disapproval), at the dominance threshold.
    let praise = analyze("Superb value, solid build, works perfectly.").emotions;
    assert_eq!(praise.dominant_name(), "joy");
    assert_eq!(praise.weights[0], sentiment_wasm::EMOTION_DOMINANCE_MIN);
    assert_eq!(
        analyze("Cheap, flimsy and broken.")
            .emotions
            .dominant_name(),
        "anger"
    );
    // Where it stops: a report, in no one's voice, is no judgement of its writer's, unless it
    // exclaims; a judgement made with less confidence, or a named emotion, keeps its own.
    let report =
        "A man has been charged with assaulting an election volunteer at a polling station";
    assert_eq!(
        analyze(&format!("{report}.")).emotions.dominant_name(),
        "neutral"
    );
    assert_eq!(
        analyze(&format!("{report}!")).emotions.dominant_name(),
        "anger"
    );
    assert_eq!(
        analyze("Reliable and fast.").emotions.dominant_name(),
        "neutral"
    );
    assert_eq!(
        analyze("Terrible build quality, useless manual, total waste of money.")
            .emotions
            .dominant_name(),
        "fear"
    );
}

#[test]
fn negated_joy_is_disappointment_first_and_disapproval_too() {
    // [joy, sadness, anger, ...]: a little sad, a little less angry, and hardly joyful.
    let w = analyze("I am not happy").emotions.weights;
    assert!(w[1] > w[2] && w[2] > 0.0 && w[0] < w[2], "{w:?}");
}

#[test]
fn what_has_not_happened_yet_is_pending_not_a_complaint() {
    assert_eq!(compound("Haven't tried the premium features yet."), 0.0);
    // "still" makes it a complaint.
    assert!(compound("It still hasn't arrived yet.") < 0.0);
    assert!(compound("It hasn't arrived.") < 0.0);
}

#[test]
fn no_obligation_is_no_complaint() {
    assert_eq!(compound("I don't have to interrogate the waiter."), 0.0);
    assert_eq!(compound("We didn't need to call anyone."), 0.0);
    // Where it stops: a sentiment word in reach is still negated, and a negation of
    // something else still scores alone.
    assert!(compound("I don't have to worry about it.") > 0.0);
    assert!(compound("I don't interrogate the waiter.") < 0.0);
}

#[test]
fn the_ill_a_remedy_is_named_for_is_no_ill_of_the_text() {
    assert_eq!(compound("Had the flu jab this morning."), 0.0);
    assert!(compound("A new malaria vaccine was approved.") > 0.0);
    // Where it stops: a remedy judged is judged.
    assert!(compound("The treatment was awful.") < 0.0);
}

#[test]
fn a_lone_negation_is_a_little_disapproval_never_dominant_alone() {
    let lone = analyze("That's not how it works").emotions;
    assert!(lone.weights[2] > 0.0, "{:?}", lone.weights);
    assert_eq!(lone.dominant_name(), "neutral");
    // Beside an angry word it adds to the anger.
    let furious = analyze("I'm furious").emotions.weights[2];
    assert!(analyze("It doesn't work and I'm furious").emotions.weights[2] > furious);
}

#[test]
fn a_nose_does_not_change_a_face() {
    // VADER rates ":-)" 1.3 but ":)" 2.0, ":-(" -1.5 but ":(" -1.9; the same face scores the same.
    for (with_nose, without) in [(":-)", ":)"), (":-(", ":("), (";-)", ";)")] {
        assert_eq!(
            compound(&format!("see you at noon {with_nose}")),
            compound(&format!("see you at noon {without}")),
            "{with_nose} vs {without}"
        );
    }
}

#[test]
fn a_wink_is_a_smile_but_less_than_a_full_one() {
    let (wink, smile, none) = (
        compound("see you at noon ;)"),
        compound("see you at noon :)"),
        compound("see you at noon"),
    );
    assert!(none < wink && wink < smile, "{none} {wink} {smile}");
}

#[test]
fn an_exclamation_weighs_more_on_a_positive_sentence() {
    // Both gain; enthusiasm gains twice VADER's 0.292 a mark, a complaint VADER's 0.292.
    // "great" (3.1) is the stronger word ("aggravated" is −1.9, −2.28 weighed), so the
    // normalisation alone would give it the smaller gain: with equal marks this fails.
    let gain = |plain: &str, exclaimed: &str| compound(exclaimed).abs() - compound(plain).abs();
    let positive = gain("I am great", "I am great!");
    let negative = gain("I am aggravated", "I am aggravated!");
    assert!(
        positive > negative && negative > 0.0,
        "{positive} vs {negative}"
    );
    // A sentence without sentiment gains nothing.
    assert_eq!(compound("The food is here!"), 0.0);
}

#[test]
fn a_word_scores_as_its_family() {
    // VADER rated each word on its own; our overrides move a few to their family's value.
    for (word, relative) in [
        ("The film sucks", "The film sucked"),
        ("We are so excited", "We are so exciting"),
        ("I wish", "I wishes"),
    ] {
        let (a, b) = (compound(word), compound(relative));
        assert!((a - b).abs() < 0.05, "{word:?} {a} vs {relative:?} {b}");
    }
    assert!(compound("The film was hilarious") > compound("The film was funny"));
    // Top praise at one level, and strong condemnation not weaker than "bad".
    for praise in [
        "amazing",
        "brilliant",
        "excellent",
        "wonderful",
        "fantastic",
    ] {
        assert_eq!(
            compound(&format!("The film was {praise}")),
            compound("The film was great"),
            "{praise}"
        );
    }
    for condemnation in ["terrible", "awful", "dreadful"] {
        assert!(
            compound(&format!("The film was {condemnation}")) <= compound("The film was bad"),
            "{condemnation}"
        );
    }
    // Words that assent or describe more than they judge: "yes" as "yeah", "true" as "truth".
    assert_eq!(compound("yes"), compound("yeah"));
    assert_eq!(compound("It is true"), compound("It is the truth"));
    // "free" at no cost is not "freedom"; "please" asks, "pleased" feels.
    assert!(compound("Shipping is free") < compound("Freedom"));
    assert!(compound("Please") < compound("Pleased"));
    assert!(compound("The film was crap") < compound("The film was meh"));
}

#[test]
fn a_word_that_only_looks_built_on_another_has_an_entry_of_its_own() {
    // Probability, types, wares and a preposition, no forms of "like", "kind", "good".
    assert_zero(&[
        "It is likely to rain.",
        "All kinds of goods.",
        "Unlike the first one.",
        "A nonprofit group.",
    ]);
    // Where it stops: a real form still scores as its base.
    assert_positive(&["She likes it."]);
    assert_negative(&["The dislikes piled up."]);
}

#[test]
fn a_word_with_emotion_weights_and_no_valence_scores_as_its_base_word() {
    // "idiots" has emotion weights learnt from Reddit but no valence; it scores as "idiot"
    // (2.3), derived: 0.9 of it.
    let (idiots, idiot) = (compound("They are idiots"), compound("They are idiot"));
    assert!(idiots < 0.0 && idiots > idiot, "{idiots} vs {idiot}");
    assert_eq!(analyze("They are idiots").emotions.dominant_name(), "anger");
}

#[test]
fn negation_does_not_cross_a_clause_break() {
    // "not" belongs to the first clause; "great" in the second is untouched.
    assert!(compound("It was not easy, great result") > 0.0);
}

#[test]
fn all_caps_text_is_not_emphasis() {
    // When everything is in capitals, capitals carry no extra weight.
    assert_eq!(compound("THE FOOD IS GOOD"), compound("the food is good"));
    // "I" and "A" are capitals in any text: they make no text mixed case.
    assert_eq!(compound("I HATE THIS"), compound("I hate this"));
    assert_eq!(compound("A GREAT DAY"), compound("A great day"));
    // Where it stops: a capital word amid lower-case ones is still emphasis.
    assert!(compound("I HATE this") < compound("I hate this"));
}

#[test]
fn labels_follow_the_compound() {
    for text in [
        "I love it",
        "I hate it",
        "It is a table",
        "",
        "   ",
        "not bad at all",
    ] {
        let result = analyze(text);
        assert_eq!(result.label, Label::of(result.compound), "{text:?}");
    }
}

#[test]
fn empty_and_neutral_text() {
    let empty = analyze("");
    assert_eq!(empty.compound, 0.0);
    assert_eq!(empty.label, Label::Neutral);
    assert_eq!(empty.statistics.word_count, 0);
    let neutral = analyze("The meeting is at three in room four.");
    assert_eq!(neutral.label, Label::Neutral);
    assert_eq!(neutral.statistics.sentiment_words_found, 0);
}

#[test]
fn a_negated_negative_word_is_faint_praise() {
    // "not awful" (awful -2.0) is positive, but less so than "not good" (good 1.9) is negative.
    let not_awful = compound("The food is not awful");
    let not_good = compound("The food is not good");
    assert!(not_awful > 0.0 && not_good < 0.0);
    assert!(not_awful < -not_good, "{not_awful} vs {not_good}");
}

#[test]
fn negated_strong_praise_is_no_harsher_than_not_good() {
    // great 3.1, amazing 2.8 against good 1.9: denying strong praise is understatement.
    let not_good = compound("The food is not good");
    assert_eq!(compound("The food is not great"), not_good);
    assert_eq!(compound("The food is not amazing"), not_good);
    // Below the cap a negation still turns each word by its own valence.
    assert!(compound("The food is not nice") > not_good);
}

#[test]
fn one_opinionated_sentence_gives_its_own_compound() {
    // A short text keeps its own sum: a fragment without sentiment beside it does not dilute it.
    let alone = analyze("The hotel was lovely.");
    assert_eq!(alone.compound, alone.sentences[0].compound);
    assert_eq!(compound("The hotel was lovely. Room 12."), alone.compound);
}

#[test]
fn long_mixed_text_does_not_saturate() {
    let review = "The screen is beautiful and bright. The battery life is terrible. \
        The camera is excellent. Customer support was rude and unhelpful. \
        Overall it is fine for the price.";
    let long = review.repeat(20);
    let result = analyze(&long);
    assert!(
        result.compound.abs() < 0.9,
        "compound {} saturated",
        result.compound
    );
    assert_eq!(result.statistics.sentence_count, 100);
}

#[test]
fn statistics_count_words_sentences_and_sentiment_words() {
    let result = analyze("Great food. Terrible service!");
    let s = result.statistics;
    assert_eq!((s.word_count, s.sentence_count), (4, 2));
    assert_eq!(
        (s.positive_words, s.negative_words, s.sentiment_words_found),
        (1, 1, 2)
    );
    assert_eq!(s.average_words_per_sentence, 2.0);
}

#[test]
fn proportions_sum_to_one() {
    for text in [
        "good and bad and neutral words here",
        "wonderful",
        "awful",
        "plain text",
        "",
    ] {
        let p = analyze(text).proportions;
        assert!(
            (p.positive + p.negative + p.neutral - 1.0).abs() < 1e-3,
            "{text:?}: {p:?}"
        );
    }
}

#[test]
fn like_outside_a_verb_position_carries_no_sentiment() {
    // A preposition, a conjunction or a filler: no sentiment of its own.
    assert_zero(&[
        "It feels like a Monday",
        "Like, whatever",
        "more like a warehouse than a shop",
        "films like this one",
        "I would like a receipt",
        "just like the one before",
    ]);
    // "like" adds nothing to a negation that has no sentiment word to negate.
    assert_eq!(
        compound("it's not like the others"),
        compound("it's not the others")
    );
    // The verb: after a subject pronoun, an auxiliary, a modal, "to" or a degree adverb.
    assert_positive(&[
        "I like it",
        "you will like it",
        "easy to like",
        "we really like it",
    ]);
    // An adverb or a negation may come between the subject and the verb.
    assert!(compound("I do not like it") < 0.0);
    assert!(compound("I don't really like it") < 0.0);
    // Where it stops: a noun subject is not told apart from a noun before a preposition,
    // so "kids like it" scores nothing either; "likes" and "liked" are always verbs.
    assert_eq!(compound("kids like it"), 0.0);
    assert!(compound("kids liked it") > 0.0);
}

#[test]
fn a_dropped_g_is_read_only_when_the_ing_form_is_a_sentiment_word() {
    // "amazin" is "amazing" (derived, so 0.9 of it); "cousin" is not "cousing".
    assert!(compound("that was amazin") > 0.0);
    assert!(compound("that was amazin") < compound("that was amazing"));
    assert_eq!(compound("my cousin has a violin"), 0.0);
}

#[test]
fn a_hyphenated_compound_means_what_its_head_means() {
    // The head (second word) carries the compound, derived, so 0.9 of it.
    assert!(compound("a life-threatening illness") < 0.0);
    assert!(compound("a cost-effective fix") > 0.0);
    assert!(compound("it was cost-effective") < compound("it was effective"));
    // "X-free" is without X: positive when X is negative, nothing otherwise.
    assert!(compound("a stress-free weekend") > 0.0);
    assert_eq!(compound("a sugar-free drink"), 0.0);
    // Written as two words, the same; negated, it is not; across a clause break, no pair.
    assert_eq!(
        compound("a stress free weekend"),
        compound("a stress-free weekend")
    );
    assert!(compound("it is not hassle free") < 0.0);
    assert!(compound("the stress, free at last") < 0.0);
    // "non-" and "un-" deny the head; "over-" is too much of it.
    assert!(compound("a non-toxic paint") > 0.0);
    assert!(compound("an over-hyped film") < 0.0);
    // Where it stops: "X-like" resembles X; a bound prefix names a kind or a stance; a
    // phrase made into a word is not described by its last word; a compound the lexicon
    // lists keeps its own valence.
    assert_zero(&[
        "a zombie-like walk",
        "a post-apocalyptic film",
        "a self-cleaning oven",
        "an anti-war march",
        "a point-and-shoot camera",
    ]);
    assert!(compound("a far-fetched plot") < 0.0);
}

#[test]
fn es_is_an_ending_only_after_a_sibilant_or_o() {
    // "dudes" is "dude" + "s", not "dud" + "es"; "Dulles" is not "dull".
    assert_eq!(compound("Those dudes were here"), 0.0);
    assert_eq!(compound("He landed at Dulles"), 0.0);
    // The stem itself still scores.
    assert!(compound("It was a dud") < 0.0);
}

#[test]
fn too_before_a_word_of_amount_or_time_is_a_complaint() {
    // "too" + a neutral word of amount, time or distance is an idiom of excess or shortfall.
    assert_negative(&[
        "The film is too long",
        "There were too many ads",
        "It came too late",
        "They did too little",
    ]);
    // Negated, it is mild praise, as other negated negatives are.
    assert!(compound("The film is not too long") > 0.0);
    // Where it stops: "too" alone ("me too") and "too" before a sentiment word keep no
    // valence of their own, and a sentiment word beside the idiom still counts.
    assert_eq!(compound("me too"), 0.0);
    assert_eq!(compound("too funny"), compound("funny"));
    assert!(compound("we had too much fun") > 0.0);
}

#[test]
fn words_of_inability_excess_and_merit() {
    assert_negative(&[
        "I was unable to finish it",
        "It is merely a copy",
        "The fees are excessive",
    ]);
    assert!(compound("She deserves the prize") > 0.0);
    // A hedge weighs less than a word of outright judgement.
    assert!(compound("It is apparently a copy") > compound("It is a hopeless copy"));
}

#[test]
fn a_negation_without_a_sentiment_word_is_mildly_negative() {
    // Negation itself marks negative opinion: with nothing to negate it scores a little.
    // ("Never again." was one; it is now the idiom of a verdict, −2.0.)
    for text in ["It didn't arrive", "I did not go", "It never came."] {
        let c = compound(text);
        assert!(c < 0.0 && c > -0.2, "{text:?} = {c}");
    }
    // With a sentiment word in reach it negates that word and scores nothing itself.
    let not_good = analyze("The food is not good");
    assert_eq!(not_good.statistics.sentiment_words_found, 1);
    assert!(not_good.compound < compound("It is not food"));
    // Where it stops: not beyond a clause break or SCOPE words ("not" then scores, "good"
    // is not negated), not in an idiom ("not bad"), not in a degree phrase ("not only"),
    // and not "no", which has a valence of its own.
    assert!(compound("It was not, I think, good") > 0.0);
    assert!(compound("It was not the usual one, good") > 0.0);
    assert!(compound("not bad") > 0.0);
    assert!(compound("not only good") > compound("good"));
    assert!(compound("not just good") > compound("good"));
    assert_eq!(compound("It's not just me."), 0.0);
    // Nor before "even" with nothing in reach, which still denies what is.
    assert_eq!(compound("It's not even noon."), 0.0);
    assert!(compound("It's not even good.") < 0.0);
    assert!(compound("It's not noon.") < 0.0);
    // Nor before "once" ending its clause, a streak kept; "for once" is still a complaint.
    assert_eq!(compound("Didn't open my laptop once."), 0.0);
    assert_eq!(compound("Slept without waking once."), 0.0);
    assert!(compound("Can someone who isn't me sort it for once?") < 0.0);
    // Nor a fragment that says the denial before it again, which stresses it.
    assert!(compound("Never once been disappointed in six years. Not once.") > 0.0);
    // Where it stops: after a complaint it stresses the complaint.
    assert!(compound("He never called. Not once.") < compound("He never called."));
    assert!(compound("Not once.") < 0.0);
    assert_eq!(compound("no table"), compound("no"));
    assert_eq!(compound("It is a table"), 0.0);
}

#[test]
fn a_sentiment_word_inside_a_name_in_running_prose_scores_nothing() {
    // A title-case word next to another one, in a sentence with at least two lower-case
    // words for every title-case one, is part of a name: it carries no sentiment.
    for (text, plain) in [
        (
            "the case went to the Supreme Court in the end",
            "the case went to the court in the end",
        ),
        (
            "a ferry called the Herald of Free Enterprise sank near the port",
            "a ferry called the herald of enterprise sank near the port",
        ),
        (
            "he spoke at the United Nations on a rainy day in the fall",
            "he spoke at the nations on a rainy day in the fall",
        ),
        // A first word with no valence of its own opens a name as well.
        (
            "Manchester United will face them in the fourth round of the cup",
            "Manchester will face them in the fourth round of the cup",
        ),
    ] {
        assert_eq!(compound(text), compound(plain), "{text:?}");
    }
    // Where it stops: the sentence's first word ("Happy Birthday to you"), a lone
    // capitalised word, a text in title case (a headline: too few lower-case words), and
    // "I" or a word in capitals as the neighbour all keep the word's sentiment.
    assert_positive(&[
        "Happy Birthday to my dear old friend from school",
        "we met at the Happy cafe on the main street today",
        "Free Tickets For Everyone Tonight",
        "and then I Love the way it ends for them all",
        "the show was GREAT Fun for the kids and the parents",
        // A first word that is a verb in "-ing" or a possessive opens no name.
        "Watching Glee from last night on the laptop with my sister",
        "My Best friend got tickets for the show and asked me along",
    ]);
}

#[test]
fn a_verb_of_lessening_or_removing_turns_what_it_acts_on() {
    // "reduce", "prevent", "eliminate", "overcome": lessening something bad is good, and
    // lessening something good is bad (Choi & Cardie, 2008).
    assert_positive(&[
        "It can reduce cancer deaths",
        "The vaccine prevents disease",
        "The update eliminates the problem",
        "She overcame her fear",
        "There are fewer problems now",
        // The verbs of repair that product text uses for the same meaning.
        "The update fixed the crashes",
        "The patch resolved the lag",
        "The new version removes the annoying ads",
    ]);
    assert!(compound("The rules reduce the fun") < 0.0);
    assert!(compound("The new version removes the best feature") < 0.0);
    // "less" counts and compares as "fewer" does: less of a bad thing is good.
    assert!(compound("I felt less anxious today") > 0.0);
    assert!(compound("The sequel is less impressive") < 0.0);
    // A negated repair leaves the fault as it was.
    assert!(compound("The update didn't fix the crashes") < 0.0);
    assert!(compound("It has fewer laughs") < 0.0);
    // After an article or a possessive a verb's base form is a noun, which acts only on what
    // follows "for"; "less" stays a degree word, and a participle an adjective.
    assert!(compound("The fix worked and the client thanked us") > 0.0);
    assert!(compound("They shipped a fix for the crash") > 0.0);
    assert!(compound("It was a less compelling story") < 0.0);
    assert!(compound("The things that prevent happiness") < 0.0);
    // The verb's own valence is used up by the turn: one sentiment word, not two.
    assert_eq!(
        analyze("It will relieve the pain")
            .statistics
            .sentiment_words_found,
        1
    );
    assert!(compound("It will relieve the pain") > 0.0);
    // Where it stops: beyond SCOPE words or a clause break the word keeps its sign, and
    // without a sentiment word in reach the verb keeps its own valence (none for "reduce").
    assert!(compound("They reduce the number of serious crimes") < 0.0);
    assert!(compound("It can reduce the long-term risk of getting cancer") < 0.0);
    assert!(compound("They will reduce, sadly, the crime") < 0.0);
    // A word of the other sign after its object says how it acts, and is not turned; one of
    // the same sign is part of the object.
    assert!(compound("It removes stains easily") > compound("It removes stains"));
    assert!(compound("It may prevent more senseless tragedies") > 0.0);
    assert!(compound("It will relieve us") > 0.0);
    assert_eq!(compound("They reduce the size"), 0.0);
    // Nor does it turn the cause, the agent or the occasion after "with", "by", "due",
    // "after" and the like.
    assert!(compound("She was overcome with joy") > 0.0);
    assert!(compound("It was prevented by good planning") > 0.0);
    assert!(compound("The match was cancelled due to bad weather.") < 0.0);
    assert!(compound("Hundreds of flights were cancelled after an IT failure.") < 0.0);
    assert!(compound("Flights cancelled amid strikes.") < 0.0);
}

#[test]
fn hardly_barely_and_scarcely_negate() {
    // Adverbs of near-negation turn the word they modify, as "not" does.
    assert_negative(&[
        "Its courthouses hardly inspire confidence",
        "The film is barely watchable",
        "It was scarcely a success",
    ]);
    assert!(compound("The ending is hardly bad") > 0.0);
    // Where it stops: like "not", with nothing to negate it scores a little itself, so a
    // litotes without a sentiment word ("could hardly ask for more") reads as mildly negative.
    let c = compound("could hardly ask for more");
    assert!(c < 0.0 && c > -0.2, "{c}");
}

#[test]
fn adverbs_of_certainty_strengthen_a_judgement_without_making_one() {
    // "surely" and "clearly" are degree words: they carry no valence of their own and
    // strengthen the judgement they modify, whichever its sign.
    assert!(compound("It is clearly a mistake") < compound("It is a mistake"));
    assert!(compound("It is surely a fine plan") > compound("It is a fine plan"));
    assert_eq!(compound("They surely knew the way"), 0.0);
    // Where it stops: "certainly" and "definitely" keep VADER's valence, as they often stand
    // alone for "yes" ("Definitely!").
    assert!(compound("Definitely!") > 0.0);
}

#[test]
fn hand_is_a_body_part_except_in_its_idioms() {
    // "hand" (VADER 2.2, for "give a hand") carries no sentiment in running text.
    assert_zero(&[
        "On the other hand, there are pancakes",
        "She held it in her hand",
        "It is in the hands of the court",
    ]);
    // Where it stops: its idioms keep a sentiment of their own.
    assert!(compound("It is hands down the one to buy") > 0.0);
    assert!(compound("They gave us a helping hand") > 0.0);
}

#[test]
fn words_with_a_frequent_neutral_sense_are_mild() {
    // "party" and "interest" are as often political, legal or financial as festive or
    // curious: they keep a mild positive valence, below VADER's.
    assert!(compound("It was a party") > 0.0);
    assert!(compound("It was a party") < compound("It was a festival"));
    assert!(compound("It has interest") > 0.0);
    assert!(compound("It has interest") < compound("It has fascination"));
}

#[test]
fn a_long_document_is_judged_sentence_by_sentence() {
    // Four plainly good sentences and one very angry one: a reader judges the document by
    // its sentences, so the angry one does not outweigh the rest.
    let doc = "The staff at the front desk were good to us. The room on the third floor was nice. \
        The breakfast in the morning was good. The pool by the garden was nice. \
        The noise from the bar was the worst, most horrible, disgusting, hateful racket ever!";
    let result = analyze(doc);
    let sentences: Vec<f64> = result.sentences.iter().map(|s| s.compound).collect();
    assert_eq!(sentences.len(), 5);
    assert!(sentences[4] < -0.8, "{sentences:?}");
    assert!(result.compound > 0.0, "{}", result.compound);
    // Where it stops: a text of one sentence's worth is one utterance, VADER's normalised sum
    // (a fragment beside a sentence adds to it), and agreeing sentences still reinforce.
    let short = analyze("The room was nice. Good!");
    let sum = |c: f64| c * 15f64.sqrt() / (1.0 - c * c).sqrt();
    // Two agreeing opinionated sentences: the sum times 1 + DOC_AGREEMENT / 2.
    let parts: f64 = short.sentences.iter().map(|s| sum(s.compound)).sum::<f64>() * 1.25;
    assert!(short.compound > short.sentences[0].compound);
    assert!((short.compound - parts / (parts * parts + 15.0).sqrt()).abs() < 0.001);
    assert!(compound("The room was nice. The staff were good.") > compound("The room was nice."));
}

#[test]
fn each_further_sentiment_word_of_a_sentence_adds_less() {
    let normalize = |x: f64| x / (x * x + 15.0).sqrt();
    let raw_sum =
        |text: &str| -> f64 { analyze(text).contributions.iter().map(|c| c.valence).sum() };
    // One word: its own compound. More words still add, but less than VADER's sum.
    let one = "The hotel was lovely";
    assert!((compound(one) - normalize(raw_sum(one))).abs() < 1e-3);
    let many = "The lovely hotel had a good pool, a nice garden and a pleasant view";
    assert!(compound(many) > compound(one));
    assert!(compound(many) < normalize(raw_sum(many)) - 0.05);
    // Where it stops: the damping weakens a sentence, never makes it neutral; its label is
    // the label of the undamped sum (negative valences weighed NEGATIVE_WEIGHT).
    for text in [
        "The food was good but the room was bad and the staff were rude",
        "Nice view, awful bed, lovely staff, terrible noise",
        "It was good and bad and fine and sad",
    ] {
        let weighted: f64 = analyze(text)
            .contributions
            .iter()
            .map(|c| {
                if c.valence < 0.0 {
                    c.valence * f64::from(NEGATIVE_WEIGHT)
                } else {
                    c.valence
                }
            })
            .sum();
        let undamped = Label::of(normalize(weighted));
        assert_eq!(analyze(text).label, undamped, "{text:?}");
    }
}

#[test]
fn a_question_asserts_its_sentiment_only_half() {
    // A question does not assert what it mentions: a positive sum counts half…
    let (asked, said) = (compound("Is this progress?"), compound("This is progress."));
    assert!(asked > 0.0 && asked < said, "{asked} vs {said}");
    // …while a negative question is a complaint and keeps its weight.
    assert_eq!(compound("Why is it so bad?"), compound("Why is it so bad."));
    // "?!" ends a question too.
    assert!(compound("Is it good?!") < compound("It is good!"));
    // Where it stops: a question without a sentiment word stays neutral, several question
    // marks still add emphasis, and only the sentence that ends with "?" is affected.
    assert_eq!(compound("Is it Tuesday?"), 0.0);
    assert!(compound("Is it good??") > compound("Is it good?"));
    assert_eq!(
        compound("Tuesday? The show was great."),
        compound("The show was great.")
    );
}

#[test]
fn a_modal_puts_the_rest_of_its_clause_in_irrealis() {
    // "would", "could", "should", "might": what follows is possible or wished, not asserted,
    // so it counts half.
    let (wished, said) = (compound("It would be great"), compound("It is great"));
    assert!(wished > 0.0 && wished < said, "{wished} vs {said}");
    assert!(compound("It could have been better") < compound("It has been better"));
    // Contracted with "have", straight or curly, a modal is the same modal.
    for contracted in ["It would've been great", "It would\u{2019}ve been great"] {
        assert_eq!(compound(contracted), compound("It would have been great"));
    }
    let notes: Vec<&str> = analyze("It might be awful")
        .contributions
        .iter()
        .flat_map(|c| c.notes.names())
        .collect();
    assert_eq!(notes, ["irrealis"]);
    // Where it stops: at a clause break, before the modal, and not for a modal used up by an
    // idiom ("would recommend").
    assert_eq!(
        compound("It would rain, sadly"),
        compound("It will rain, sadly")
    );
    assert_eq!(
        compound("Sadly, it would rain"),
        compound("Sadly, it will rain")
    );
    assert!(compound("I would recommend it") > compound("It would be good"));
    // A negated modal is a modal, contracted or not; but a degree that the negation says is
    // unequalled is asserted, not wished.
    assert_eq!(
        compound("I wouldn't trust them"),
        compound("I would not trust them")
    );
    assert!(compound("I wouldn't trust them") > compound("I don't trust them"));
    // A negation with nothing to negate is the writer's refusal, after a modal too.
    assert_eq!(compound("I would not wait"), compound("I wouldn't wait"));
    assert!(compound("I would not wait") < 0.0);
    // Not an idiom that a negation opens: it is wished as any other unit is.
    assert!(compound("It would be not too bad") < compound("It is not too bad"));
    assert_eq!(
        compound("I could not agree more"),
        compound("I couldn't agree more")
    );
    let notes: Vec<&str> = analyze("I could not be prouder of you")
        .contributions
        .iter()
        .flat_map(|c| c.notes.names())
        .collect();
    assert_eq!(notes, ["boosted"]);
}

#[test]
fn a_negative_word_weighs_more_than_a_positive_one_of_the_same_valence() {
    // The negativity bias: "good" (1.9) and "addiction" (-1.9) do not cancel.
    let mixed = analyze("A good habit, an addiction");
    let valences: Vec<f64> = mixed.contributions.iter().map(|c| c.valence).collect();
    assert_eq!(valences, [1.9, -1.9]);
    assert!(mixed.compound < 0.0, "{}", mixed.compound);
    assert!(-compound("It is an addiction") > compound("It is good"));
    // Where it stops: the contributions keep their own valence (the weight is the sentence
    // sum's), and a positive sentence stays positive.
    assert!(compound("A good habit") > 0.0);
}

#[test]
fn a_word_shouted_in_a_title_case_sentence_is_no_title() {
    // Title Case weighs words down; a word in ALL CAPS among them is the writer's own.
    let shouted = analyze("I LOVE \"The Lonely Mountain Road\" And \"Winter Garden Songs\"");
    let love = shouted.contributions[0].valence;
    assert!(love > 3.0, "{love}");
    // Where it stops: the title-cased words are still weighed down.
    assert!(
        compound("Best American Adventures: Swamp Tromp In Big Cypress")
            < compound("Best American adventures: a swamp tromp in big cypress")
    );
}

#[test]
fn a_few_names_do_not_make_a_title() {
    // Four of six longer words capitalised is a sentence with a name in it, not a headline;
    // three short capitalised words are too few to tell.
    for (with_capitals, without) in [
        (
            "We visited Grand Canyon National Park and loved it",
            "We visited grand canyon national park and loved it",
        ),
        ("Great Job Guys", "Great job guys"),
    ] {
        assert_eq!(
            compound(with_capitals),
            compound(without),
            "{with_capitals:?}"
        );
    }
}

#[test]
fn a_link_weakens_only_the_words_of_its_own_sentence() {
    // A link after the sentence has ended is a sentence of its own.
    assert_eq!(
        compound("I loved this film. http://example.com/film"),
        compound("I loved this film.")
    );
    // The writer's smile beside the link keeps its weight; only the words are weakened.
    let with_link = analyze("I loved this film :) http://example.com/film").contributions;
    assert_eq!(with_link[1].valence, 2.0);
    assert!(with_link[0].valence < 2.9 * 0.71, "{with_link:?}");
}

#[test]
fn repeated_evidence_adds_less() {
    // nice 1.8, clean 1.7: the second word counts half towards the sentence's strength,
    // 1.8 + 0.85 = 2.65, shared out over both words in proportion.
    let valences = |text: &str| -> Vec<f64> {
        analyze(text)
            .contributions
            .iter()
            .map(|c| c.valence)
            .collect()
    };
    let both = valences("The room was nice and clean");
    assert!((both.iter().sum::<f64>() - 2.65).abs() < 1e-3, "{both:?}");
    assert!((both[0] / both[1] - 1.8 / 1.7).abs() < 1e-3, "{both:?}");
    // An emoticon stands outside the words and keeps its valence; the words are as before.
    let with_smile = valences("The room was nice and clean :)");
    assert_eq!(with_smile[2], 2.0, "{with_smile:?}");
    assert_eq!(with_smile[..2], both[..], "{with_smile:?}");
    // One word of each polarity: nothing repeats, nothing changes.
    assert_eq!(valences("The room was nice, the view was bad"), [1.8, -2.5]);
    // The balance of the two polarities, and so the label, is kept.
    let mixed = valences("The room was nice and clean, the view was bad");
    assert!(mixed.iter().sum::<f64>() > 0.0, "{mixed:?}");
}

#[test]
fn an_elongated_word_is_the_word_it_stretches() {
    // Its valence, with the elongation's emphasis on top.
    assert_emphasises(&[
        ("I am happyyyy", "I am happy"),
        ("That was funnyyyy", "That was funny"),
        ("The food is goodddd", "The food is good"),
        ("I am sorryyyy", "I am sorry"),
    ]);
    // Not a shorter word that happens to share its letters: "goodddd" is not "god".
    assert!(compound("The food is goodddd") > 0.3);
    // And all the word does: a stretched booster boosts, a stretched negation negates.
    assert!(compound("The food is sooo good") > compound("The food is good"));
    assert!(compound("The food is reallyyy good") > compound("The food is good"));
    assert!(compound("I am nottt happy") < 0.0);
    assert!(compound("I am NOOOT happy") < 0.0);
    // A stretch of nothing known stays unknown.
    assert_eq!(compound("Hmmmm, the food"), 0.0);
}

#[test]
fn about_as_good_as_is_an_ironic_comparison() {
    // "about as X as Y" denies the praise X.
    assert_negative(&[
        "The film is about as interesting as an insurance commercial",
        "About as original as a gangster sweating bullets",
        "It is about as exciting to watch as two teams in last place",
        "It is about as much fun as a root canal",
    ]);
    // A comparison closed as a plain superlative is meant.
    assert!(compound("It is about as good as it gets") > 0.0);
    assert!(compound("It is about as cool as a documentary can get") > 0.0);
    // Where it stops: a negative word keeps its sign, and without "about" or the second "as"
    // the comparison is meant.
    assert!(compound("It is about as bad as it gets") < 0.0);
    assert!(compound("It was as good as I hoped") > 0.0);
    assert!(compound("It is about as good") > 0.0);
}

#[test]
fn frames_of_emphasis_negate_nothing() {
    // "not least" and "nothing short of" frame what follows; "not" and "nothing" are used up.
    assert!(compound("It has a lot going for it, not least the brilliant cast") > 0.0);
    assert!(compound("It is nothing short of wonderful") > 0.0);
    assert!(compound("It is nothing short of a disaster") < 0.0);
    assert!(compound("No wonder I like her so much") > 0.0);
    assert!(compound("You can't help but love it") > 0.0);
    assert!(compound("The film can't help but go soft and stinky") < 0.0);
    assert!(compound("There's nothing like love") > 0.0);
    // "steals the show" is praise, "should not be missed" a recommendation.
    assert!(compound("Dench steals the show") > 0.0);
    assert!(compound("This film should not be missed") > 0.0);
    assert!(compound("He steals cars") < 0.0);
    // "never fails to" is "always": what follows keeps its sign.
    assert!(compound("It never fails to amaze") > 0.0);
    assert!(compound("It never fails to disappoint") < 0.0);
    // "can't go wrong" and "can't get enough" are praise.
    assert!(compound("At this price you can't go wrong") > 0.0);
    assert!(compound("I can't get enough of it") > 0.0);
    // "deserve better" and "precious little" find what was given wanting; a "hoot" is fun.
    assert!(compound("Even kids deserve better") < 0.0);
    assert!(compound("There is precious little of either") < 0.0);
    assert!(compound("The film is a hoot") > 0.0);
    assert!(compound("I don't give a hoot") < 0.0);
    assert!(compound("It doesn't bode well") < 0.0);
    // Shoppers' idioms.
    assert!(compound("I'd recommend against this unit") < 0.0);
    assert!(compound("I guess you get what you pay for") < 0.0);
    assert!(compound("The unit took forever") < 0.0);
    assert!(compound("For the price you can't beat it") > 0.0);
}

#[test]
fn a_laugh_typed_at_any_length_is_a_laugh() {
    // The lexicon has "haha", "hahaha" and "lol"; a longer or variant laugh is one of them.
    assert_eq!(compound("hahahahaha"), compound("hahaha"));
    for (laugh, known) in [
        ("hehe", "haha"),
        ("ahahah", "haha"),
        ("jajaja", "hahaha"),
        ("lololol", "lol"),
    ] {
        assert_eq!(compound(laugh), compound(known), "{laugh:?}");
    }
    // A laugh is an interjection, outside the grammar: nothing negates it.
    assert!(compound("I can't hehe") > 0.0);
    // Where it stops: one syllable, mixed consonants or other letters are not a laugh.
    assert_zero(&["hah", "aha", "haji", "hoho", "lolo"]);
}

#[test]
fn a_common_misspelling_scores_as_the_word() {
    for (misspelt, word) in [
        ("I was dissapointed", "I was disappointed"),
        ("I recomend it", "I recommend it"),
        ("That is rediculous", "That is ridiculous"),
    ] {
        assert_eq!(compound(misspelt), compound(word), "{misspelt:?}");
    }
    // Only the valence: an idiom is spelt right ("would recomend" is "would" and a word).
    assert!(compound("I would recomend it") < compound("I would recommend it"));
}

#[test]
fn a_fire_to_sit_by_and_time_that_flew_are_no_harm() {
    assert_positive(&[
        "Met my old flatmate for lunch. It was like no time had passed.",
        "We sat round the fire and talked till late.",
        "Rain outside, a roaring fire inside.",
    ]);
    // Where it stops: a fire that harms, and a shortage of time.
    assert!(compound("The fire spread to the roof.") < 0.0);
    assert!(compound("The barn was destroyed by the fire.") < 0.0);
    assert!(compound("There was no time to say goodbye.") < 0.0);
}

#[test]
fn one_part_alone_worth_the_price_is_praise() {
    assert_positive(&[
        "The soundtrack alone is worth the price.",
        "Forty hours in and I'm still finding new areas. The soundtrack alone is worth the price.",
    ]);
    // Where it stops: alone as lonely.
    assert!(compound("I was alone all weekend.") < 0.0);
}

#[test]
fn a_forecast_of_changeable_weather_judges_nothing() {
    assert_zero(&[
        "Forecasters expect a mix of sunshine and showers this weekend.",
        "Weather: cloudy with sunny spells tomorrow.",
    ]);
    // Where it stops: sunshine alone is still welcome.
    assert!(compound("Sunshine all weekend!") > 0.0);
}

#[test]
fn a_fond_idiot_and_happy_tears_are_joy() {
    assert_positive(&[
        "Swam 40 lengths. Shoulders are burning but I'm grinning like an idiot.",
        "Watched the final cut and cried happy tears.",
        "The refund came through. One less thing to worry about.",
    ]);
    for text in [
        "Got the all-clear this morning. Sat in the car park and cried with relief.",
        "Got the job. Cried happy tears in the car park.",
    ] {
        assert_eq!(analyze(text).emotions.dominant_name(), "joy", "{text}");
    }
    // Where it stops: an idiot who is not the writer grinning, and tears alone.
    assert!(compound("My manager behaved like an idiot again.") < 0.0);
    assert!(compound("I cried all night.") < 0.0);
}

#[test]
fn a_compound_named_for_a_danger_judges_nothing() {
    // The service is named for what it guards against, not for a fire of the text's.
    assert_eq!(
        compound("The council will build two new fire stations"),
        0.0
    );
    assert!(compound("The fire spread to two houses") < 0.0);
    assert_eq!(
        compound("Tournament tomorrow. Bag packed, alarm set for 6."),
        0.0
    );
    assert!(compound("Woke up before the alarm.") > 0.0);
    assert!(compound("The car alarm kept me up all night.") < 0.0);
    // Asking for news or to be corrected is no loss.
    assert_eq!(
        compound("Back online after a week off. What did I miss?"),
        0.0
    );
    assert_eq!(
        compound("Notes attached. Let me know if I've missed anything."),
        0.0
    );
    assert!(compound("I missed the train.") < 0.0);
    assert_eq!(compound("Mitigation plan in progress"), 0.0);
    assert!(compound("We are making progress") > 0.0);
    assert!(compound("I just felt flat all day") < 0.0);
}

#[test]
fn the_formulas_of_a_formal_letter_judge_nothing() {
    assert_zero(&[
        "Dear Mr Ahmed, your order has shipped.",
        "Dear all, the meeting is at 11am.",
        "Dear Sir or Madam, please find the form enclosed.",
        "The form is enclosed. Kind regards, Customer Services",
        "Thank you for your email. Your reference number is 4471.",
        "Your statement is attached. No action is required.",
    ]);
    // A personal letter's address keeps its warmth, and "dear" elsewhere its fondness.
    assert!(compound("Dear Sarah, see you soon.") > 0.0);
    assert!(compound("She is a dear friend") > 0.0);
}

#[test]
fn an_interjection_of_frustration_at_any_length_is_negative() {
    // "argh" is ours; VADER's "grrr" is stored as "grr", the key the tokenizer makes of it.
    assert_negative(&["Argh", "arghhh", "aaargh", "grrr", "Grrrrr!"]);
    // Typed at length it is emphasised, as any elongated word.
    assert!(compound("arghhhh") < compound("argh"));
    // An interjection stands outside the grammar: nothing negates it.
    assert!(compound("I didn't argh") < 0.0);
}

#[test]
fn words_of_candour_frame_a_judgement_without_making_one() {
    // "honestly", "frankly", "truthfully" and "sincerely" strengthen what they frame, of either
    // sign, and praise nothing themselves; nor do "to be honest" and "in all honesty".
    assert!(compound("It was honestly great") > compound("It was great"));
    assert!(compound("It was frankly awful") < compound("It was awful"));
    for frame in [
        "Honestly, the meeting is at noon",
        "To be honest, the meeting is at noon",
        "In all honesty, the meeting is at noon",
        "Sincerely, John",
    ] {
        assert_eq!(compound(frame), 0.0, "{frame:?}");
    }
    assert_eq!(
        compound("To be honest, the food was bad"),
        compound("The food was bad")
    );
    // Where it stops: "honest" describing someone still praises, and "Seriously?" keeps VADER's
    // exasperation (as a degree word it cost tweets F1 0.695 -> 0.693).
    assert!(compound("She is honest") > 0.3);
    assert!(compound("Seriously?") < 0.0);
}

#[test]
fn nobody_denies_as_nothing_does() {
    assert!(compound("Nobody likes it") < 0.0);
    assert!(compound("Nobody does it better") > compound("She does it better"));
}

#[test]
fn a_comparative_that_nothing_matches_is_a_superlative() {
    // "never", "nothing", "none" and "nowhere" before a comparative say nothing compares: the
    // comparative keeps its sign, emphasised.
    assert_emphasises(&[
        ("I have never been happier", "I am happier"),
        ("I have never felt better", "I feel better"),
        ("There is nothing better than coffee", "Coffee is better"),
        ("Nothing is worse than traffic", "Traffic is worse"),
        ("You will never find a better deal", "It is a better deal"),
    ]);
    // Where it stops: a negation of one thing denies the comparison, a form of "get" makes the
    // comparative a change that did not happen, and "nothing better to do" is boredom.
    assert!(compound("It isn't better than the old one") < 0.0);
    assert!(compound("It never gets better") < 0.0);
    assert!(compound("Nothing got easier") < 0.0);
    assert!(compound("I had nothing better to do") < 0.0);
    // And "not" before a word that is no comparative negates it as ever.
    assert!(compound("I have never been happy") < 0.0);
    // A negated "can" or "could" says the same; so does "more" making the comparative.
    assert_emphasises(&[
        ("Couldn't be prouder of you", "I am prouder of you"),
        ("It can't get any worse", "It is worse"),
        ("I have never been more proud", "I am proud"),
        ("You couldn't be more wrong", "You are wrong"),
    ]);
    assert!(compound("I couldn't agree more") > 0.0);
    assert!(compound("I couldn't recommend this film more") > 0.0);
    // Where it stops: "than" after "can't" denies the comparison, "nothing more than" is
    // "merely", and "can't … more" says what one is unable to do.
    assert!(compound("It can't be worse than last year") > 0.0);
    assert!(compound("It is nothing more than petty theft") < 0.0);
    assert!(compound("I can't help more") < 0.0);
    // Saying that no amount is enough, and "get any better than", are the most one can say.
    assert_emphasises(&[
        ("I can't praise it highly enough", "I praise it"),
        ("I cannot recommend it enough", "I recommend it"),
        (
            "I can't praise the power network enough",
            "I praise the power network",
        ),
        (
            "I can't say enough good things about them",
            "I say good things about them",
        ),
        ("It doesn't get any better than this", "It is better"),
    ]);
    // Where it stops: without "any" and "than", not getting better is no improvement.
    assert!(compound("It doesn't get better") < 0.0);
    assert!(compound("It doesn't get any better") < 0.0);
}

#[test]
fn a_question_of_which_is_good_names_the_quality_it_seeks() {
    assert_zero(&[
        "Is it safe to charge an electric car in the rain?",
        "Is it really worth getting a pre-purchase inspection?",
        "Which is better for a beginner, binoculars or a small refractor?",
        "What's the best way to get tree sap off car paint?",
        "Can anyone recommend a decent charger cable?",
    ]);
    // Where it stops: other words keep their weight, a statement asserts, and a question
    // that opens otherwise may be rhetorical.
    assert!(compound("Is it worth it after that awful update?") < 0.0);
    assert!(compound("It is safe to charge it in the rain.") > 0.0);
    assert!(compound("Isn't it wonderful?") > 0.0);
}

#[test]
fn ill_give_them_that_concedes_the_praise_of_its_sentence() {
    assert!(
        compound("The officer was polite, I'll give her that.")
            < compound("The officer was polite.")
    );
    assert!(compound("The officer was polite, I'll give her that.") > 0.0);
    assert!(
        compound("I'll give them this: the design is gorgeous. Shame it took four months.") < 0.0
    );
    // Where it stops: "give" in any other frame.
    assert_eq!(
        compound("I'll give them a lovely present."),
        compound("We bought them a lovely present.")
    );
}

#[test]
fn no_better_before_a_noun_names_the_best() {
    assert!(compound("There is no better camera out there.") > 0.0);
    assert!(compound("No better feeling after a long day.") > 0.0);
    // Where it stops: a comparison named with "than", and a comparative that ends its clause
    // or goes on to "or" or "off", deny.
    assert!(compound("It's no better than the last one.") < 0.0);
    assert!(compound("There's no better film than Half Past Dead.") < 0.0);
    assert!(compound("It's no better.") < 0.0);
    assert!(compound("We're no better off.") < 0.0);
}

#[test]
fn a_degree_not_reached_in_a_long_time_is_emphasis() {
    // A negation before "this", "so" or "that" grading the word, with a stretch of time after
    // it, says the degree is the highest in all that time; "never" says it of all time.
    assert_emphasises(&[
        ("I haven't been this sore in a while", "I am sore"),
        ("I haven't felt this good in years", "I feel good"),
        (
            "I have not been this disappointed by a movie in a long time",
            "I am disappointed by a movie",
        ),
        (
            "I haven't laughed so hard since I was a kid",
            "I laughed so hard",
        ),
        ("I haven't laughed this much in ages", "I laughed"),
        (
            "I haven't laughed that hard in awhile",
            "I laughed that hard",
        ),
        ("I have never been this happy", "I am happy"),
        // The stretch of time makes "this" a degree word after any verb.
        ("I haven't slept this well in months", "I slept well"),
    ]);
    // Where it stops: no stretch of time, "that" as a downtoner, and "this" or "that" that can
    // be a determiner (not after a linking verb) leave the negation as it was.
    assert!(compound("I haven't been this happy") < 0.0);
    assert!(compound("The food wasn't that good in the end") < 0.0);
    assert!(compound("It was never that good") < 0.0);
    assert!(compound("I haven't enjoyed that movie in years") < 0.0);
    assert!(compound("Please never let this die") > 0.0);
}

#[test]
fn a_dread_in_the_past_progressive_is_over() {
    assert!(compound("The interview I was dreading turned out to be a friendly chat.") > 0.05);
    assert_zero(&[
        "I had been dreading it.",
        "Been dreading the dentist for weeks, but no filling needed!",
    ]);
    // Where it stops: a dread now, or a past tense that is no progressive.
    assert!(compound("I'm dreading Monday's review.") < 0.0);
    assert!(compound("Dreading the commute tomorrow.") < 0.0);
}

#[test]
fn finally_is_relief_unless_it_orders_the_points() {
    assert_positive(&[
        "Finally got the keys to the flat.",
        "tomatoes finally turning red",
    ]);
    // An adverb is none of the state that a verb of subsiding turns.
    assert!(compound("The pain is finally easing.") > compound("The pain is easing.") - 0.01);
    // An adjective in "-ly" is the state, and turns with it.
    assert!(compound("Her lonely feeling is easing.") >= 0.0);
    // Where it stops: the last point of a list, set off by a comma or after "and".
    assert_zero(&["Finally, the battery.", "And finally the battery."]);
}

#[test]
fn hard_after_a_verb_of_effort_says_how_much() {
    // "hard" is difficult (VADER's -0.4), but after a verb of effort, directly or after a
    // degree word, it is the adverb that says how much.
    assert!(compound("It is hard to use") < 0.0);
    assert_eq!(compound("She worked hard on it"), 0.0);
    assert_eq!(compound("He tries so hard"), compound("He tries"));
    assert_eq!(compound("I laughed so hard"), compound("I laughed"));
    assert_eq!(compound("I laughed that hard"), compound("I laughed"));
    // Where it stops: after "look" it is the adjective, and a clause break parts it from the
    // verb; "too hard" is too difficult, or straining ("tries too hard to be funny").
    assert!(compound("That looks hard") < 0.0);
    assert!(compound("We worked, hard as it was") < 0.0);
    assert!(compound("The film tries too hard") < 0.0);
}

#[test]
fn a_question_opening_with_a_negated_auxiliary_asks_for_agreement() {
    // "Isn't it great?" asks the reader to agree that it is: the negation negates nothing.
    for (question, statement) in [
        ("Isn't it beautiful?", "It is beautiful?"),
        (
            "Don't you hate it when that happens?",
            "You hate it when that happens?",
        ),
        ("It is lovely, isn't it?", "It is lovely?"),
    ] {
        assert_eq!(compound(question), compound(statement), "{question:?}");
    }
    // So do the rhetorical questions of who and what, whose answer is "nobody" or "nothing".
    assert!(compound("Who doesn't love pizza?") > 0.0);
    assert!(compound("What's not to love?") > 0.0);
    // Where it stops: a statement denies, and so does a negation that is not the first word
    // of its clause ("Why didn't it work?" is a complaint, "It isn't great?" a denial).
    assert!(compound("Isn't it great.") < 0.0);
    assert!(compound("It isn't great?") < 0.0);
    assert!(compound("Why didn't it work?") < 0.0);
}

#[test]
fn an_idiom_starting_with_no_or_like_scores_whole() {
    // The rules for "no" before a sentiment word and "like" outside a verb's place are about
    // the word alone; an idiom it starts is one unit ("no problem" was 0: its "no" gave way to
    // "problem", and "problem" to the idiom).
    for idiom in ["No problem", "No complaints", "No worries", "Like a charm"] {
        assert!(compound(idiom) > 0.2, "{idiom:?} {}", compound(idiom));
    }
}

#[test]
fn a_contraction_with_nt_starts_the_idioms_of_not() {
    // "isn't bad" is "is not bad": the contraction starts the idioms of "not" when it starts
    // none of its own; one that does keeps them ("can't complain").
    for (contracted, spelt_out) in [
        ("It isn't bad", "It is not bad"),
        ("It wasnt too bad", "It was not too bad"),
        ("That ain't my cup of tea", "That is not my cup of tea"),
        ("It isn’t a big deal", "It is not a big deal"),
    ] {
        assert_eq!(compound(contracted), compound(spelt_out), "{contracted:?}");
    }
    assert!(compound("I can't complain") > 0.0);
    // "cannot" spelt as two words is the same word: its idioms are generated in every spelling.
    assert_eq!(compound("I can not wait"), compound("I cannot wait"));
    assert_eq!(
        compound("I can not stand it"),
        compound("I cannot stand it")
    );
    // So is any negated auxiliary in an idiom: "could not get enough" is "couldn't get enough".
    assert_eq!(
        compound("I could not get enough of it"),
        compound("I couldn't get enough of it")
    );
}

#[test]
fn a_negated_verb_of_stopping_or_lessening_leaves_its_object_as_it_was() {
    // "didn't reduce the risk": the risk stays; "reduce the risk" alone is good news.
    assert!(compound("They reduced the risk") > 0.0);
    assert_eq!(
        compound("They didn't reduce the risk"),
        compound("The risk")
    );
    assert_eq!(
        compound("It did not prevent the disaster"),
        compound("The disaster")
    );
    // "can't stop laughing" is laughing, and more; so is "never stops being cute".
    assert_emphasises(&[
        ("I can't stop laughing", "I am laughing"),
        ("I can't stop crying", "I am crying"),
        ("It never stops being cute", "It is cute"),
        ("It never ceases to amaze me", "It does amaze me"),
    ]);
    // "can't believe" is astonishment at what follows, not its denial, however it is spelt:
    // an idiom that negates nothing and judges nothing ("couldn't" is then no modal either).
    for spelling in [
        "can't",
        "cant",
        "cannot",
        "can not",
        "couldn't",
        "could not",
    ] {
        for (text, plain) in [
            ("I {} believe I won", "I won"),
            ("I {} believe how bad it is", "It is bad"),
            ("I {} believe how good it was", "It was good"),
        ] {
            let text = text.replace("{}", spelling);
            assert_eq!(compound(&text), compound(plain), "{text:?}");
        }
    }
    // Where it stops: another negated "believe" is a denial ("I don't believe you").
    assert!(compound("I don't believe you") < 0.0);
    assert_eq!(compound("I can't believe you"), 0.0);
    // Any other negated "stop" says that what follows went on, as it was: "stop" scores nothing
    // of its own and the negation negates nothing, however the negation is spelt.
    for negated_stop in [
        "I didn't stop laughing",
        "I did not stop laughing",
        "I can not stop laughing",
        "I won't stop laughing",
    ] {
        assert_eq!(
            compound(negated_stop),
            compound("I laughing"),
            "{negated_stop:?}"
        );
    }
    assert_eq!(
        compound("That doesn't stop me from loving it"),
        compound("That me from loving it")
    );
    // "stopped" and "stops" with an object act on it as a verb of removing does; the base
    // form, mostly a command, and "stopped" without an object keep their own valence.
    assert!(compound("The baby finally stopped crying.") > 0.0);
    assert!(compound("She stopped laughing.") < 0.0);
    assert!(compound("My phone stopped working.") < 0.0);
    assert!(compound("Stop talking shit.") < 0.0);
    // Not negated, "stop" is mostly a command or a report, with its own valence: it turns
    // nothing ("Stop complaining" is a rebuke).
    assert!(compound("Stop complaining") < compound("complaining"));
}

#[test]
fn far_from_anything_but_and_less_than_deny_what_follows() {
    for (denial, negation) in [
        ("It was far from perfect", "It was not perfect"),
        (
            "The service was anything but good",
            "The service was not good",
        ),
        ("It was less than ideal", "It was not ideal"),
        ("It is far from the worst", "It is not the worst"),
    ] {
        assert_eq!(compound(denial), compound(negation), "{denial:?}");
    }
    // Where it stops: negated, the pair denies nothing; with nothing to deny it says nothing;
    // and "anything but" is no contrast.
    assert_eq!(
        compound("It was not far from perfect"),
        compound("It was perfect")
    );
    assert_eq!(
        compound("It was nothing less than stunning"),
        compound("It was stunning")
    );
    assert_eq!(compound("I live far from home"), 0.0);
    assert_eq!(compound("It costs less than ten dollars"), 0.0);
    assert!(compound("I love it but hate the price") < 0.0);
}

#[test]
fn pretty_before_a_word_it_grades_is_a_degree_word() {
    // "pretty good" is "quite good"; "pretty much" grades nothing that scores.
    assert_eq!(
        compound("It was pretty good"),
        compound("It was quite good")
    );
    assert_eq!(
        compound("It was pretty boring"),
        compound("It was quite boring")
    );
    assert_eq!(compound("It is pretty much the same"), 0.0);
    // Where it stops: before anything else it is the adjective.
    assert!(compound("She wore a pretty dress") > 0.3);
    assert!(compound("She is pretty") > 0.3);
}

#[test]
fn damn_and_bloody_grade_what_follows_and_alone_are_exasperation() {
    assert!(compound("It was damn good") > compound("It was good"));
    assert!(compound("It was bloody amazing") > compound("It was amazing"));
    assert!(compound("It was damn awful") < compound("It was awful"));
    assert!(compound("Damn!") < 0.0);
}

#[test]
fn review_phrases_and_set_phrases_score_as_wholes() {
    // What a product does, said in the phrases reviews use.
    for phrase in [
        "It does what it says on the tin",
        "It exceeded my expectations",
        "It works as advertised",
        "It does the job",
    ] {
        assert!(compound(phrase) > 0.2, "{phrase:?}");
    }
    assert!(compound("It falls short") < -0.2);
    assert!(compound("The second act drags on") < -0.2);
    assert!(compound("The fries were greasy") < -0.2);
    assert!(compound("The room was spacious") > 0.2);
    assert!(compound("It is a must-watch") > 0.2);
    assert!(compound("It grew on me") > 0.2);
    // A liking wanted or tried for was not found.
    assert!(compound("I really wanted to love this film") < 0.0);
    // "could be worse" is content, as "could be better" is mild disappointment.
    assert!(compound("It could be worse") > 0.0);
    assert!(compound("It could be better") < 0.0);
    // Phrases whose words would score but which judge nothing.
    for phrase in [
        "We had to kill some time",
        "She will take care of the bill",
        "Holy shit",
    ] {
        assert_eq!(compound(phrase), 0.0, "{phrase:?}");
    }
    // Fond of, and so disliked when negated.
    assert!(compound("I am crazy about her") > 0.0);
    assert!(compound("I'm not crazy about the looks") < 0.0);
    // An exclamation of astonishment takes its sign from what follows.
    assert!(compound("Holy shit, that's great!") > 0.0);
    assert!(compound("Holy crap, terrible coach") < 0.0);
}

#[test]
fn the_words_of_a_diary_score() {
    // How a day went and how one feels, in the words people write in a mood journal.
    for (text, positive) in [
        ("It's been a rough week", false),
        ("I feel burnt out", false),
        ("I'm so bummed", false),
        ("I was grumpy all day", false),
        ("I'm looking forward to the weekend", true),
        ("I woke up refreshed", true),
    ] {
        let c = compound(text);
        assert!(if positive { c > 0.2 } else { c < -0.2 }, "{text:?} {c}");
    }
    // Where it stops: "roughly" is "approximately", not a manner of "rough".
    assert_eq!(compound("Roughly half of them came"), 0.0);
}

#[test]
fn an_intensifier_grades_what_follows_and_alone_keeps_its_own_valence() {
    // "terribly", "horribly", "madly": degree words before what they grade, of either sign.
    assert!(compound("It was a terribly good film") > compound("It was a good film"));
    assert!(compound("It went horribly wrong") < compound("It went wrong"));
    assert!(compound("They are madly in love") > compound("They are in love"));
    // At the end of their clause they grade nothing and score their own valence.
    assert!(compound("It went terribly") < -0.3);
    assert!(compound("It was super") > 0.3);
    // Before a word without sentiment they grade it and score nothing ("super busy").
    assert_eq!(compound("We were super busy"), 0.0);
    // Adverbs of certainty and candour judge nothing, even alone.
    assert_eq!(compound("He clearly said so"), 0.0);
}

#[test]
fn a_verb_of_decrease_turns_its_subject_or_its_object() {
    // Intransitive, it turns its subject: good news when something bad decreases.
    assert!(compound("Crime rates dropped sharply") > 0.0);
    assert!(compound("Tensions eased") > 0.0);
    assert!(compound("Profits fell") < 0.0);
    assert!(compound("The pain subsided") > 0.0);
    assert!(compound("The problem vanished after a month") > 0.0);
    // With an object it is transitive and turns the object instead.
    assert!(compound("It eased the pain") > 0.0);
    // Where it stops: its idioms keep their own value.
    assert!(compound("The film falls victim to its plot") < 0.0);
    assert!(compound("The company laid off 500 workers") < 0.0);
    assert!(compound("I fell asleep") < 0.0);
}

#[test]
fn a_change_in_a_measure_is_news_by_the_measure() {
    // A measure that is good when high, or bad when high, and a verb of increase or decrease.
    assert_positive(&[
        "Sales rose 10% in the second quarter.",
        "Sales rose 12% this quarter.",
        "Costs dropped by 30%.",
        "Crime in the city dropped 15% last year.",
    ]);
    assert_negative(&[
        "Sales fell 10% in the second quarter.",
        "Prices soared.",
        "Soaring prices hit families.",
        "Unemployment rose to 5%.",
    ]);
    // A negation between them says the change did not happen.
    assert!(compound("Prices have not dropped.") < 0.0);
    assert!(compound("Costs have not risen.") > 0.0);
    // A verb in "-ing" takes the measure after it; a particle after a verb counts once.
    assert!(compound("Sales were hurt by rising costs.") < 0.0);
    assert_eq!(compound("Costs fell down."), compound("Costs fell."));
    // A conjunction opens the verb's own clause: "rates" climbed, not "sales".
    assert!(compound("Home sales dropped 5% as mortgage rates climbed.") < 0.0);
    // "up" and "down" say the direction of a measure's change, and only of a measure.
    assert!(compound("Costs went down by 30 percent.") > 0.0);
    assert!(compound("Prices went up again.") < 0.0);
    assert!(compound("Crime in the city has fallen for a third year.") > 0.0);
    assert_eq!(compound("He set up the meeting, then sat down."), 0.0);
    assert_eq!(
        compound("The price to sign up is fair."),
        compound("The price is fair.")
    );
    // Where it stops: without a measure a verb of increase judges nothing; a clause break
    // parts them.
    assert_eq!(compound("The crowd grew."), 0.0);
    assert_eq!(compound("Sales, he said, rose."), 0.0);
    // A base form ("fall", "jump") is a verb straight after its measure, in headlines and of
    // plural subjects; elsewhere it is a noun, and judges what it judged alone.
    assert!(compound("Home prices fall for a third month") > 0.0);
    assert!(compound("Sales jump 20%") > 0.0);
    assert!(compound("Pollution levels drop") > 0.0);
    assert!(compound("Shares plunge") < 0.0);
    assert_eq!(
        compound("I love the fall colours"),
        compound("I love the colours")
    );
    assert_eq!(
        compound("Sales were matched by a steep rise in complaints"),
        compound("Sales were matched by complaints")
    );
    assert!(compound("Energy bills set to rise") < compound("Energy bills"));
    assert!(compound("Falling prices") > 0.0);
    assert!(compound("Prices are falling") > 0.0);
    // A plural word with sentiment straight before a base form of decrease is its subject.
    assert!(compound("Burglaries fall by a fifth") > 0.0);
    assert!(compound("She had a bad fall") < 0.0);
    // A noun of change names what changes after "in": a measure as its verb would, anything
    // else with sentiment turned by a fall and kept by a rise.
    assert!(compound("a fall in deaths") > 0.0);
    assert!(compound("a sharp rise in unemployment") < 0.0);
    assert!(compound("Sharp falls in violent crime") > 0.0);
    assert!(compound("a drop in violence") > 0.0);
    assert!(compound("a rise in violence") < 0.0);
    // Where it stops: nothing with sentiment after "in", a verb ("and slip in the mud"), and
    // "fall in love", an idiom.
    assert_eq!(compound("We talked about a fall in the garden"), 0.0);
    assert!(compound("I slipped in the mud") <= 0.0);
    assert!(compound("They fell in love") > 0.0);
    // A participle that is the adjective of another noun is no verb of the measure.
    let negated = analyze("The firm announced layoffs amid slowing orders")
        .contributions
        .iter()
        .any(|c| c.notes.names().any(|n| n == "negated"));
    assert!(!negated);
    // A measure that does not move is no news, whatever it says alone.
    assert_eq!(compound("Unemployment unchanged at 4.2%"), 0.0);
    assert_eq!(compound("Shares closed flat"), 0.0);
    assert_eq!(
        compound("Mortgage approvals were broadly unchanged in October"),
        0.0
    );
    assert!(compound("The mood in the office is stable") > 0.0);
    // A verb of lessening whose object, or ("cut" and its kin) whose subject, is a measure
    // reports it falling; its own valence ("cut" alone is a wound) does not count then.
    assert_positive(&[
        "The firm cut costs",
        "Plans to reduce emissions",
        "Hospital waiting times cut by a third",
    ]);
    assert_negative(&["Carmaker to cut 2,000 jobs", "Funding cuts hit schools"]);
    assert!(compound("I cut my finger") < 0.0);
    // A verb of repair does not lessen an amount: "fixes the price" sets it.
    assert_eq!(compound("The cartel fixes the price"), 0.0);
    // The word that qualifies a measure falls with it.
    assert!(compound("Violent crime in the city falls 18%") > 0.0);
    // The ill a survival is measured against is no ill of the text's.
    assert!(compound("Cancer survival rates at highest ever level") > 0.0);
    // Pay is wages, good when high.
    assert!(compound("Nurses won a pay rise") > 0.0);
    assert!(compound("Staff face a pay cut") < 0.0);
}

#[test]
fn a_level_of_a_measure_is_news_by_the_measure() {
    // "high" and "low" said of a measure, before it or after it in its clause, report it as
    // a rise or a fall does; "record" before it is a high.
    assert_positive(&[
        "Unemployment at record low",
        "Unemployment falls to lowest level in a decade",
        "Crime falls to lowest level in 20 years",
        "Lower prices this winter",
        "Record profits for the retailer",
        "Wages are higher than last year",
        "Prices are not high this year",
    ]);
    assert_negative(&[
        "Petrol prices hit record high",
        "High unemployment in the north",
        "Rents reached their highest level since 2008",
        "Sales hit a new low",
    ]);
    // With a verb of change between them the level says how far: it counts once.
    assert_eq!(
        compound("House prices rose to a record high"),
        compound("House prices rose")
    );
    // Where it stops: of anything but a measure, "high" judges nothing and "low" keeps its
    // own valence; "too" makes either a complaint.
    assert_eq!(compound("High quality stitching"), 0.0);
    assert!(compound("I felt low all day") < 0.0);
    assert!(compound("Wages are too low") < 0.0);
    assert!(compound("Prices are too low") < 0.0);
}

#[test]
fn a_not_set_off_at_the_end_takes_the_sentence_back() {
    assert!(compound("Great start to the week, not.") < 0.0);
    assert!(compound("What a helpful update - not.") < 0.0);
    // Where it stops: an alternative, a hedge, a question.
    assert!(compound("Like it or not, it works well") > 0.0);
    assert!(compound("It was good, if not great") > 0.0);
    assert!(compound("Was it good, or not?") >= 0.0);
}

#[test]
fn a_record_broken_is_an_achievement() {
    // After a verb of reaching, "record" reports the measure before it.
    assert!(compound("Hospital waiting lists hit record 7.8 million") < 0.0);
    assert!(compound("Sales reached a new record") > 0.0);
    assert!(compound("She broke the world junior record") > 0.0);
    assert!(compound("He smashed the course record") > 0.0);
    assert_eq!(
        compound("She broke the world record"),
        compound("She set the world record")
    );
    // Where it stops: what is broken is no record, or a record player.
    assert!(compound("I broke the record player") < 0.0);
    assert!(compound("It broke my heart") < 0.0);
}

#[test]
fn a_rating_in_figures_scores_as_its_words_do() {
    assert_eq!(
        compound("I gave it 5 stars."),
        compound("I gave it five stars.")
    );
    assert_eq!(
        compound("I gave it 1 star."),
        compound("I gave it one star.")
    );
    assert!(compound("A 5-star hotel") > 0.0);
    assert!(compound("10/10 would stay again") > 0.0);
    assert!(compound("I'd give it 2 out of 10.") < 0.0);
    assert!(compound("4.5 stars") > compound("4/5 stars"));
    // Out of 5 as out of 10, where a rating stands: after a word that grades it, before the
    // verdict that follows from it.
    assert!(compound("Rated 4/5 overall") > 0.0);
    assert!(compound("honestly 10/10 would go again") > 0.0);
    assert!(compound("A solid 8/10.") > 0.0);
    assert!(compound("1/5, would not recommend") < compound("would not recommend"));
    // A middling mark judges nothing, and a fraction's numbers are no marks.
    assert_eq!(compound("3/5 stars"), 0.0);
    assert_eq!(compound("I'd give it 5/10."), 0.0);
    assert!(compound("I'd give it 4/10.") < 0.0);
    assert!(compound("4 1/2 stars") >= 0.0);
    // Where it stops: a count, a fraction or a date out of 10 is no rating.
    assert_eq!(compound("8 out of 10 dentists use it"), 0.0);
    assert_eq!(compound("It takes about 1/10 of a second"), 0.0);
    assert_eq!(compound("See you on 10/10."), 0.0);
    assert_eq!(compound("On 5/5 we moved house"), 0.0);
    assert_eq!(compound("About 1/5 of the staff were off"), 0.0);
    assert_eq!(
        compound("There is a 1/10 risk"),
        compound("There is a risk")
    );
    // The rules act on it as on a word: "not 5 stars" is negated.
    assert!(compound("Not 5 stars, but close") < compound("5 stars, and close"));
}

#[test]
fn an_intention_to_come_back_is_a_verdict() {
    assert_positive(&[
        "Would stay again",
        "I'd shop with them again",
        "Will definitely buy again!",
    ]);
    for text in [
        "Would not stay again.",
        "Won't be buying again.",
        "I will never order from them again",
    ] {
        assert!(compound(text) < compound("It was not good"), "{text:?}");
    }
    // Asserted, not in irrealis: as strong as the recommendation it is.
    assert_eq!(compound("Would stay again"), compound("would recommend"));
    // Where it stops: an obligation, a report, a retry.
    assert_zero(&[
        "I'll have to buy it again",
        "We went there again",
        "I'll try again later",
    ]);
}

#[test]
fn a_condition_asserts_its_clause_less() {
    let condition = compound("If the player dies, you lose everything.");
    assert!(condition < 0.0);
    assert!(condition > compound("The player dies, you lose everything."));
    // Less than a plain clause, more than a modal's.
    assert!(compound("If it is good, buy it.") < compound("It is good, buy it."));
    assert!(compound("If it is good, buy it.") > compound("It would be good, buy it."));
    // Where it stops: the condition's clause ends at a clause break.
    assert_eq!(
        compound("If you go, it is good."),
        compound("When you go, it is good.")
    );
}

#[test]
fn kisses_sign_off_a_message() {
    assert!(compound("See you soon x") > 0.0);
    assert!(compound("thanks so much xx :)") > compound("thanks so much :)"));
    // Where it stops: not before the sentence's last word, not in capitals.
    assert_eq!(compound("Use 3 x 4 boards"), 0.0);
    assert_eq!(compound("An x marks the spot"), 0.0);
    assert_eq!(compound("Malcolm X spoke"), 0.0);
}

#[test]
fn a_participle_of_lessening_turns_what_it_acted_on() {
    assert!(compound("Problem solved!") > 0.0);
    assert!(compound("All my problems have been quickly and easily resolved.") > 0.3);
    assert!(compound("Summer festival cancelled after sponsor pulls out") < 0.0);
    // Where it stops: a negated verb, and a verb whose subject acted ("cancelled on me").
    assert!(compound("It's been hours and it's still not fixed.") < 0.0);
    assert!(compound("My lovely friend cancelled on me.") > 0.0);
    assert!(compound("Noise cancelling is really good.") > 0.0);
}

#[test]
fn a_noun_of_remedy_turns_what_it_remedies() {
    assert!(compound("Scientists found a new treatment for cancer") > 0.0);
    assert!(compound("It is an antidote to despair") > 0.0);
    // Where it stops: without "for", "against" or "to" the noun is what is judged.
    assert!(compound("The treatment was awful") < 0.0);
}

#[test]
fn loudly_crying_is_as_often_joy_as_grief() {
    // 😭 carries the sentence's feeling more than its own: mildly negative alone.
    assert!(compound("This is so beautiful 😭😭") > 0.0);
    assert!(compound("My dog died 😭") < compound("My dog died"));
    assert!(compound("😭") < 0.0);
}

#[test]
fn a_single_letter_judges_nothing() {
    // VADER rates "l" 2.0; in text it is an initial ("Samuel L. Jackson", "L.A.").
    assert_eq!(compound("Samuel L. Jackson was there"), 0.0);
    assert_eq!(compound("We flew to L.A. on Monday"), 0.0);
}

#[test]
fn negation_takes_back_the_intensifier_it_covers() {
    // "not very good" is no harsher than "not good" (it was: boosted, then negated).
    assert_eq!(compound("It is not very good"), compound("It is not good"));
    assert_eq!(
        compound("I don't really like it"),
        compound("I don't like it")
    );
    // Where it stops: without a negation the intensifier intensifies.
    assert!(compound("It is very good") > compound("It is good"));
}

#[test]
fn interjections_of_cheer_relief_and_fright_score() {
    for (text, positive) in [
        ("Huzzah!", true),
        ("Yippee, it's Friday", true),
        ("Booyah!", true),
        ("Bravo!", true),
        ("Phew, that's over", true),
        ("Eek, a spider", false),
    ] {
        let c = compound(text);
        assert!(if positive { c > 0.0 } else { c < 0.0 }, "{text:?} {c}");
    }
}

#[test]
fn the_shit_after_a_copula_is_slang_for_the_best() {
    assert!(compound("This song is the shit") > 0.5);
    assert!(compound("You're the shit") > 0.5);
    // Where it stops: not after another verb.
    assert!(compound("They beat the shit out of him") < 0.0);
}

#[test]
fn a_phrase_contributes_as_one_span_of_its_words() {
    // What scored, as the text's own words: an idiom is highlighted whole, not by its first word.
    let spans = |text: &'static str| -> Vec<&'static str> {
        analyze(text)
            .contributions
            .iter()
            .map(|c| &text[c.start..c.end])
            .collect()
    };
    assert_eq!(spans("Not bad at all"), ["Not bad"]);
    assert_eq!(spans("I am over the moon!"), ["over the moon"]);
    assert_eq!(spans("I'm fed up with it"), ["fed up"]);
    assert_eq!(spans("A stress free week, happy"), ["stress free", "happy"]);
    // Where it stops: a degree word is not part of what it grades, and a single word is itself.
    assert_eq!(spans("It was kind of good"), ["good"]);
    assert_eq!(spans("It was very good"), ["good"]);
    // UTF-16 offsets span the same words.
    let text = "Ça va 😀, I am over the moon";
    let idiom = analyze(text)
        .contributions
        .into_iter()
        .find(|c| c.notes.names().any(|n| n == "idiom"))
        .expect("the idiom scores");
    let utf16: Vec<u16> = text.encode_utf16().collect();
    assert_eq!(
        String::from_utf16(&utf16[idiom.start16..idiom.end16]).unwrap(),
        "over the moon"
    );
}

#[test]
fn a_sentence_that_opens_with_a_contrast_turns_against_the_one_before() {
    // "But", "However", "Yet" at a sentence's start pivot between two sentences, as "but"
    // does within one: the sentence before counts half, the one after more.
    for (pivoted, plain) in [
        (
            "I loved the hotel. But the room was dirty.",
            "I loved the hotel. The room was dirty.",
        ),
        (
            "The food was good. However, the service was terrible.",
            "The food was good. The service was terrible.",
        ),
        (
            "It was awful. \"Yet I loved it.\"",
            "It was awful. \"I loved it.\"",
        ),
        (
            "The screen is gorgeous. Nevertheless, the battery is awful.",
            "The screen is gorgeous. The battery is awful.",
        ),
    ] {
        let (c, p) = (compound(pivoted), compound(plain));
        // The second sentence's side wins, further than without the pivot.
        let second = compound(plain.split(". ").nth(1).unwrap());
        assert!(
            c * second > 0.0 && c.abs() > p.abs(),
            "{pivoted}: {c} vs {p}"
        );
    }
    let notes = |text: &str| -> Vec<Vec<&'static str>> {
        analyze(text)
            .contributions
            .iter()
            .map(|c| c.notes.names().collect())
            .collect()
    };
    // Where it stops: only the sentence just before is weighed down, and "but" inside a
    // sentence is the sentence's own pivot, as before.
    assert_eq!(
        notes("What a great day. I loved the food. But the wine was bad."),
        [vec![], vec!["before contrast"], vec!["after contrast"]]
    );
    assert_eq!(
        notes("What a great day. I loved the food, but the wine was bad."),
        [vec![], vec!["before contrast"], vec!["after contrast"]]
    );
}

#[test]
fn after_a_determiner_kind_of_and_sort_of_are_the_noun_and_grade_nothing() {
    assert_eq!(
        compound("This sort of thing is great"),
        compound("This thing is great")
    );
    assert_eq!(
        compound("What kind of person is that, awful"),
        compound("What person is that, awful")
    );
    // "kind" the noun is not "kind" the adjective.
    assert_eq!(compound("What kind of person does that"), 0.0);
    // Where it stops: without a determiner the phrase is a hedge, and "not only" after a
    // pronoun is still a degree phrase.
    assert!(compound("It is sort of great") < compound("It is great"));
    assert!(compound("That not only looks good") > compound("That looks good"));
}

#[test]
fn negation_reaches_three_units_back_and_no_further() {
    // SCOPE = 3, as VADER's: "not" three words before negates, four or more before does not.
    assert!(compound("It is not really very good") < 0.0);
    // (Not after a verb of saying or believing, whose clause the negation denies whole.)
    let (far, near) = (
        compound("I did not eat there because the food is good"),
        compound("I did eat there because the food is not good"),
    );
    assert!(far > 0.0 && near < 0.0, "{far} vs {near}");
}

#[test]
fn an_elliptical_negation_denies_what_was_said_before_it() {
    // A negated auxiliary that ends its clause leaves out what it denies: the predicate said
    // last, in its sentence or in the one before.
    assert_negative(&[
        "The food was great but the service wasn't.",
        "I should be enjoying this. But I wasn't.",
        "The food was so good but the service wasn't.",
        "Do you like it? I don't.",
        "We hoped the hotel would be clean. It was not.",
    ]);
    assert!(compound("They said it wouldn't cause problems, and it hasn't.") > 0.0);
    // What was only expected is taken back by its denial: the pair reads as the denial.
    let (denied, plain) = (
        compound("I thought it would be great. It wasn't."),
        compound("It wasn't great."),
    );
    assert!(
        denied < 0.0 && (denied - plain).abs() < 0.2,
        "{denied} vs {plain}"
    );
    assert!(compound("I thought it would be terrible. It wasn't.") > 0.0);
    // Where it stops: its own clause's words are its subject, not what it denies; a word
    // outside a predicate, an idiom, a question tag and "never, ever" are not repeated.
    let denies = |text: &str, negation: &str| -> bool {
        analyze(text)
            .contributions
            .iter()
            .any(|c| &text[c.start..c.end] == negation && c.notes.names().any(|n| n == "negated"))
    };
    assert!(denies("It was great. I didn't.", "didn't"));
    assert!(!denies("The poor horses cannot.", "cannot"));
    assert!(!denies("Sadly, I didn't.", "didn't"));
    assert!(!denies("I wanted to love it. I didn't.", "didn't"));
    assert!(!denies("It was great. I have never, ever seen it", "never"));
    assert!(compound("It was great, wasn't it?") > 0.0);
}

#[test]
fn a_negated_verb_of_function_is_a_fault() {
    // "It doesn't work" is a complaint as "it's broken" is, not the mild doubt of a lone
    // negation ("It didn't arrive yet").
    for text in [
        "It doesn't work.",
        "The app never loads.",
        "It won't charge.",
    ] {
        assert!(compound(text) < compound("It didn't arrive."), "{text}");
    }
    // Where it stops: with a person as its subject the verb is a job or a task, and a
    // sentiment word in reach is negated as usual.
    assert_eq!(
        compound("I don't work on Fridays."),
        compound("I don't go on Fridays.")
    );
    assert!(compound("It doesn't work well.") < 0.0);
    // Nor in a condition, a contingency and no fault.
    assert!(compound("Let me know if that doesn't work.") > compound("That doesn't work."));
}

#[test]
fn a_negated_verb_of_believing_or_saying_denies_its_clause() {
    // "I don't think it was good" means "I think it wasn't good": the negation moves to the
    // first sentiment word of the clause the verb takes, beyond the usual reach.
    assert_negative(&[
        "I don't think it was good.",
        "I wouldn't say the hotel was worth it.",
        "I didn't find the plot very interesting.",
    ]);
    // Where it stops: "never thought" says the thing happened; "say enough", "think about"
    // and "say who" take no clause to deny; a contrast opens a clause of its own.
    assert_positive(&[
        "I never thought it would be this good.",
        "I can't say enough how awesome it is.",
        "I didn't think about how good it was.",
        "Honestly didn't expect much but the ramen was solid.",
        // A degree denied ever before is unequalled, as "never been this happy" is.
        "I don't think I've ever been this happy.",
        "I don't think I've ever had better service.",
    ]);
    // Nor past another negation or a conjunction, which open clauses of their own.
    assert!(compound("I don't think I was there and it was great.") > 0.0);
    let negated = analyze("It doesn't say who decides such thorny questions")
        .contributions
        .iter()
        .any(|c| c.notes.names().any(|n| n == "negated"));
    assert!(!negated);
}

#[test]
fn even_is_no_step_in_a_negations_reach() {
    // "didn't even fix the fault": the negation reaches past "even" to the verb of repair.
    assert!(compound("The engineer didn't even fix the fault.") < 0.0);
    assert_eq!(
        compound("The engineer didn't even fix the fault."),
        compound("The engineer didn't fix the fault.")
    );
    assert!(compound("It is not even good.") < 0.0);
    // Where it stops: a frame of candour negates nothing.
    assert!(compound("Not even exaggerating, it's stellar.") > 0.0);
}

#[test]
fn doubt_denies_the_clause_it_takes() {
    // "not sure" is doubt, no complaint, alone; with a clause it denies the clause, as
    // neg-raising does.
    assert!(compound("I'm not sure it was worth the money.") < compound("I'm not sure."));
    assert!(compound("Not sure the new version is any good.") < 0.0);
    // Where it stops: an indirect question or "about" asserts nothing to deny.
    assert!(compound("I'm not sure if it's my phone or the network that's slow.") < 0.0);
    assert_eq!(
        compound("I'm not sure how I feel."),
        compound("I'm not sure.")
    );
    // A comparative a modal makes possible, denied, is unequalled and keeps its sign.
    assert!(compound("I'm not sure it could be any worse.") < 0.0);
}

#[test]
fn what_was_not_expected_happened() {
    // A past negation of "expect" says the thing was a surprise, not that it failed to be.
    assert_positive(&[
        "Didn't expect to love this show this much.",
        "I wasn't expecting it to be this good.",
        "I never expected to enjoy it.",
    ]);
    assert!(compound("I did not expect the service to be so bad.") < 0.0);
    assert_eq!(
        analyze("Didn't expect that.").emotions.dominant_name(),
        "surprise"
    );
    // Where it stops: a present one is a prediction, and negates; an "expected" of comparison
    // is no verb of the negation, which stands.
    assert!(compound("I don't expect it to be good.") < 0.0);
    assert!(compound("I never expect much.") < 0.0);
    assert!(compound("It didn't work as expected.") < compound("It didn't arrive."));
    assert!(compound("It wasn't what I expected.") < 0.0);
    // The factive verbs of learning: what was not known is true, and news.
    for text in [
        "Oh, I didn't realise the office was on the same system.",
        "Never would have guessed.",
        "I had no idea this was a thing!",
        "huh, didn't know you could pay by card there",
        "huh, didn't know the corner shop takes card now",
        "huh, didn't know the pub on the corner used to be a bank",
        "Didn't know the river went that high.",
    ] {
        let result = analyze(text);
        assert_eq!(result.compound, 0.0, "{text}");
        assert_eq!(result.emotions.dominant_name(), "surprise", "{text}");
    }
    assert!(compound("I didn't know he was ill.") < 0.0);
    // Where it stops: knowing a person or a thing, or not knowing what to do.
    assert!(compound("I didn't know what to do.") < 0.0);
    assert!(compound("I didn't know the answer.") < 0.0);
    assert!(compound("Moved here in May and didn't know anyone.") < 0.0);
}

#[test]
fn a_single_is_no_step_in_a_negations_reach() {
    // "a single" / "one single" stress the count; the negation still reaches past them,
    // and, with nothing else in its reach, it is no lone negation either.
    assert_positive(&[
        "I haven't had a single problem with it.",
        "Never had one single problem.",
    ]);
    assert!(compound("I haven't seen a single good review") < 0.0);
    assert!(compound("Not one single complaint.") > 0.0);
    // Where it stops: "single" without "a" or "one" is a step like any other word, and a
    // clause break still ends the reach.
    assert!(compound("I haven't had single bed problems") < 0.0);
    assert!(compound("I didn't care. A single problem remains") < 0.0);
}

#[test]
fn emoji_score_by_what_they_show_whatever_their_skin_tone_or_presentation() {
    let base = compound("Great work 👍");
    for toned in ["👍🏻", "👍🏽", "👍🏿"] {
        assert_eq!(compound(&format!("Great work {toned}")), base, "{toned}");
    }
    // With and without the emoji presentation selector (U+FE0F).
    assert_eq!(
        compound("I love it \u{2764}\u{FE0F}"),
        compound("I love it \u{2764}")
    );
    // Faces in order of what they show.
    let faces: Vec<f64> = ["😍", "🙂", "😐", "😢"]
        .iter()
        .map(|face| compound(&format!("meeting at noon {face}")))
        .collect();
    assert!(faces.windows(2).all(|w| w[0] > w[1]), "{faces:?}");
}

#[test]
fn phrases_of_reviews_replies_and_news_score_whole() {
    // A praise or a warning whose words alone read the other way, or not at all.
    assert_positive(&[
        "It installed without any issues.",
        "Delivery went without a hitch.",
        "It's a game changer",
        "I couldn't put it down",
    ]);
    assert_positive(&[
        "Five stars. Does exactly what it says.",
        "That cracked me up",
        "The new manager hit the ground running.",
    ]);
    assert_negative(&[
        "Don't waste your time.",
        "Mediocre at best.",
        "my bad",
        "It arrived with a cracked screen.",
        "Would give zero stars.",
    ]);
    // A place closed for ever is a loss; closed for a day is a notice.
    assert!(compound("FYI the shop is closing for good.") < 0.0);
    assert!(compound("The bridge has been closed indefinitely.") < 0.0);
    assert_eq!(compound("The branch will be closed on Monday."), 0.0);
    assert_eq!(
        compound("A new chief executive was named, effective April 1."),
        0.0
    );
    assert_eq!(compound("Neither good nor bad."), 0.0);
    assert_eq!(compound("The company declined to comment."), 0.0);
    assert_eq!(compound("She could not be reached for comment."), 0.0);
    assert_eq!(compound("Please find attached the updated contract."), 0.0);
    assert_eq!(compound("The deal is pending regulatory approval."), 0.0);
    assert!(compound("The pitch went down like a lead balloon.") < 0.0);
    assert!(compound("Quarterly earnings beat expectations.") > 0.0);
    assert!(compound("The project came in over budget.") < 0.0);
    // Set phrases and frames that judge nothing: "interest", "thanks", "not" alone would score.
    assert_eq!(compound("Central bank raises interest rates again"), 0.0);
    assert_eq!(compound("no thanks"), 0.0);
    assert_eq!(
        compound("Not gonna lie, it was great"),
        compound("it was great")
    );
    // "not sure" is a doubt, no complaint, whose negation reaches nothing after it (though
    // doubt denies a clause "sure" takes: see `doubt_denies_the_clause_it_takes`); "don't
    // know" too.
    assert_eq!(compound("I'm not sure."), 0.0);
    assert!(compound("I'm not sure how good it is") > 0.0);
    assert!(compound("I don't know how good it is") > 0.0);
    // Where it stops: "my bad" is an apology, milder than "bad".
    assert!(compound("my bad") > compound("bad"));
}

#[test]
fn no_before_a_sentiment_word_in_its_reach_negates_it_and_scores_nothing_itself() {
    assert!(compound("No more back pain since I started using it!") > 0.0);
    // "zero" before a noun is "no"; alone it is a number.
    assert!(compound("The city recorded zero traffic deaths") > 0.0);
    assert_eq!(compound("Zero calories."), 0.0);
    // Where it stops: a clause break, and a face or an interjection, which negation does not
    // reach, leave "no" its own refusal.
    assert!(compound("No, it was good") < compound("it was good"));
    assert!(compound("I have no idea lol") < compound("I have an idea lol"));
}

#[test]
fn nothing_but_means_only_and_is_no_contrast() {
    let scored = |text: &str| -> Vec<(f64, Vec<&'static str>)> {
        analyze(text)
            .contributions
            .iter()
            .map(|c| (c.valence, c.notes.names().collect()))
            .collect()
    };
    // "nothing" negates nothing and "but" weighs nothing: the word keeps its own sign.
    assert!(compound("I have nothing but praise for the team") > 0.0);
    assert!(compound("We had nothing but problems with this car") < 0.0);
    let text = "The food was fine, nothing but problems with the service";
    assert!(scored(text).iter().all(|(_, notes)| notes.is_empty()));
    // A plain "but" still pivots.
    assert_eq!(
        scored("The food was fine, but the service was bad")[1].1,
        ["after contrast"]
    );
}

#[test]
fn a_quantifier_of_none_as_subject_denies_what_is_said_of_it() {
    // Beyond the negation's reach of three words: the first sentiment word after the linking
    // verb is negated, and the quantifier scores nothing of its own.
    for (text, plain) in [
        ("None of it was funny", "It was funny"),
        (
            "Nothing about this film is memorable",
            "This film is memorable",
        ),
        ("No one at the desk was helpful", "The desk was helpful"),
        (
            "Nobody on the staff seemed friendly",
            "The staff seemed friendly",
        ),
    ] {
        let (c, p) = (compound(text), compound(plain));
        assert!(c < 0.0 && p > 0.0, "{text:?} {c}");
        assert_eq!(analyze(text).contributions.len(), 1, "{text:?}");
    }
    // "No" with its noun denies the participle said of it, as news reports an ill that did not
    // happen; only a participle ("No Such Thing is a big letdown" is a film's title).
    assert!(compound("Services are back and no customer data was affected") > 0.0);
    assert!(compound("No passengers were hurt") > 0.0);
    assert!(compound("No Such Thing is a big letdown") < 0.0);
    // Where it stops: only as the clause's subject and through a linking verb.
    assert!(compound("He said none of it, the food was good") > 0.0);
    assert!(compound("Nothing happened until that great finale") > 0.0);
}

#[test]
fn a_request_put_as_a_question_voices_no_curiosity() {
    for text in [
        "Could you send me the report by Friday?",
        "Hi Anil, could you send over the figures?",
        "Can we move the meeting to 3pm?",
    ] {
        assert_eq!(
            analyze(text).emotions.dominant_name(),
            "neutral",
            "{text:?}"
        );
    }
    // Where it stops: a question that asks something, and a question tag.
    assert_eq!(
        analyze("Is the meeting at noon?").emotions.dominant_name(),
        "surprise"
    );
    assert_eq!(
        analyze("You'll bring the chairs, will you?")
            .emotions
            .dominant_name(),
        "surprise"
    );
}

#[test]
fn gone_at_the_end_of_its_clause_turns_its_subject() {
    assert!(compound("The panic is mostly gone.") > 0.0);
    assert!(compound("My back pain has almost gone and I'm sleeping again.") > 0.0);
    assert!(compound("The magic is gone.") < 0.0);
    // Where it stops: "gone" with a complement or a particle.
    assert!(compound("Things have gone wrong.") < 0.0);
    assert!(compound("Prices have gone up.") < 0.0);
    assert_eq!(compound("He's gone to bed."), 0.0);
}

#[test]
fn no_need_reassures_and_no_with_yet_is_pending() {
    assert_eq!(compound("No need to bring anything."), 0.0);
    assert!(compound("No need to panic.") > 0.0);
    assert_eq!(compound("No decision yet."), 0.0);
    // "still" makes it a complaint, and "no" alone keeps VADER's valence.
    assert!(compound("Still no reply yet.") < 0.0);
    assert!(compound("No reply.") < 0.0);
}

#[test]
fn not_before_a_number_corrects_a_detail() {
    assert_eq!(compound("Lunch is at 1 not 12"), 0.0);
    assert_eq!(compound("meeting's in room 4B btw not 3"), 0.0);
    // Where it stops: a rating is negated, and "not" before a word is a negation.
    assert!(compound("It's not 5 stars.") < 0.0);
    assert!(compound("Lunch is not ready") < 0.0);
}

#[test]
fn a_word_of_low_level_lessens_the_word_it_grades() {
    assert!(compound("Volunteers report lower stress") > 0.0);
    assert!(compound("It comes with a low risk") > 0.0);
    // Alone it keeps its own valence, and beside a measure it reports the measure.
    assert!(compound("I feel low") < 0.0);
    assert!(compound("lower prices") > 0.0);
    assert!(compound("lower profits") < 0.0);
}

#[test]
fn compounds_named_for_a_danger_or_a_finding_judge_nothing() {
    assert_zero(&[
        "The crash test results are attached.",
        "Fire alarm test on Wednesday at 10am.",
        "About 3% of samples tested positive for the virus.",
        "The swab came back negative.",
    ]);
}

#[test]
fn a_verb_of_not_doing_turns_its_complement() {
    for (text, plain) in [
        ("The film failed to impress.", "The film impressed."),
        (
            "The company refuses to honour the warranty.",
            "The company honours the warranty.",
        ),
        ("She forgot to thank me.", "She thanked me."),
        ("I had to pretend to enjoy it.", "I enjoyed it."),
    ] {
        let (c, p) = (compound(text), compound(plain));
        assert!(c < 0.0 && p > 0.0, "{text:?} {c} vs {plain:?} {p}");
    }
    // Negated, it did it; idioms keep their sense; without "to" the verb keeps its valence.
    assert!(compound("It didn't fail to impress.") > 0.0);
    assert!(compound("Don't forget to have fun!") > 0.0);
    assert!(compound("It never fails to amaze me.") > 0.0);
    assert!(compound("The plan failed miserably.") < 0.0);
}

#[test]
fn too_before_an_adjective_and_to_says_what_follows_did_not_happen() {
    assert!(compound("I was too tired to enjoy it.") < compound("I was tired. I enjoyed it."));
    assert!(compound("I was too tired to enjoy it.") < 0.0);
    assert!(compound("It's too good to miss.") > 0.0);
    // Where it stops: "too" with no "to" after its adjective.
    assert!(compound("The soup was too hot, but tasty.") > 0.0);
}

#[test]
fn rolling_eyes_make_the_praise_of_their_sentence_ironic() {
    assert!(compound("cheers for telling me, really helpful 🙄") < 0.0);
    assert!(compound("cheers for telling me, really helpful") > 0.0);
    // An upside-down face beside praise is the same irony.
    assert!(compound("flight delayed 6 hours. brilliant start to the holiday 🙃") < 0.0);
    // A negative sentence stays negative, and more so.
    assert!(compound("so annoying 🙄") < compound("so annoying"));
}

#[test]
fn rolling_eyes_that_end_a_text_make_its_last_paragraph_ironic() {
    assert!(compound("Fantastic timing, universe. Loving life. 🙄") < 0.0);
    assert!(compound("Really helpful. Really appreciated. 🙄") < 0.0);
    assert!(compound("Really helpful. Really appreciated.") > 0.0);
    // Where it stops: a paragraph before the last, rolling eyes that do not end the text, and
    // an upside-down face after another sentence, as often wry about that one alone.
    assert!(
        compound("Loved the beach today, best day in ages!\n\nThen the car broke down 🙄") > 0.0
    );
    assert!(compound("Loved it. 🙄 Anyway, the food was great.") > 0.0);
    assert!(compound("Thanks for clarifying. 🙃") > 0.0);
}

#[test]
fn used_to_be_says_a_state_is_over() {
    assert!(compound("The service used to be great.") < 0.0);
    assert!(compound("This used to be my favourite café.") < 0.0);
    // A contrast ends its reach; "accustomed" and other verbs after "used to" are left alone.
    assert!(compound("I used to be anxious, but now I'm fine.") > 0.0);
    assert!(compound("I'm used to the noise, it's fine.") > 0.0);
    assert!(compound("It is used to make great bread.") > 0.0);
    assert!(compound("The software used to sync it is great.") > 0.0);
}

#[test]
fn how_is_that_acceptable_denies_the_praise() {
    assert!(compound("How is that acceptable?") < 0.0);
    assert!(compound("How is this fair to anyone?") < 0.0);
    // Where it stops: questions about something, and graded praise that wonders.
    assert!(compound("How was your holiday, good?") > 0.0);
    assert!(compound("How do you like it?") > 0.0);
    assert!(compound("How is that so good?") > 0.0);
}

#[test]
fn a_verb_of_increase_with_a_measure_for_object_reports_it_rising() {
    assert!(compound("They will increase prices.") < 0.0);
    assert!(compound("The chain will raise pay for shop workers.") > 0.0);
    assert!(compound("The plan will boost sales.") > 0.0);
    assert!(compound("Council tax to rise by 4.99% from April.") < 0.0);
    assert!(compound("Unemployment edges down to 4.1%.") > 0.0);
    assert!(compound("Team morale is pretty low after the restructure.") < 0.0);
    // Where it stops: no measure, or a phrase of its own between ("can be increased if
    // inflation requires"); a measure held steady holds the change too.
    assert!(compound("a boost to morale") > 0.0);
    assert_eq!(compound("Pay raises for managers would be frozen."), 0.0);
}

#[test]
fn a_measure_reaches_its_verb_of_change_across_its_complements_and_a_modal() {
    assert!(compound("Water tariffs will not rise this year.") > 0.0);
    assert!(compound("Fares won't rise in January.") > 0.0);
    assert!(compound("Prices will rise again in April.") < 0.0);
    // The measure's complement falls with it.
    assert!(compound("Reported losses to bank impersonation scams dropped by a third.") > 0.0);
    assert!(compound("Noise complaints in the city centre fell by a third.") > 0.0);
    assert!(
        compound("Waiting times for youth counselling in the district have fallen to six weeks.")
            > 0.0
    );
    assert!(compound("Gas bill has doubled since last winter.") < 0.0);
    assert!(compound("Bus fares in the region will rise by 15% from April.") < 0.0);
    assert!(compound("Childcare costs are set to fall for working parents.") > 0.0);
    assert!(compound("Mortgage rates climb again.") < 0.0);
    assert!(compound("Library visits rose by 20% last year.") > 0.0);
    assert!(compound("Ticket prices for the festival are set to rise by 20% next year.") < 0.0);
    assert!(compound("Carmaker to add 1,200 jobs at its Ohio plant.") > 0.0);
    assert!(compound("Ticket platform drops hidden fees.") > 0.0);
    assert!(compound("The pills eased the pain.") > 0.0);
    assert_eq!(compound("Mia got the flu shot today."), 0.0);
    assert!(compound("The factory will shed 300 jobs.") < 0.0);
    // Reversers of a crisis or a charge.
    assert!(compound("Crisis averted.") > 0.0);
    assert!(
        compound("The jury acquitted him of murder.")
            > compound("The jury found him guilty of murder.")
    );
    // Where it stops: no measure, and a measure with no change.
    assert_eq!(compound("I will fall asleep early."), 0.0);
    assert!(compound("We had complaints about the noise.") < 0.0);
}

#[test]
fn too_before_a_plain_quality_is_a_complaint() {
    assert!(compound("The music was too loud.") < 0.0);
    assert!(compound("It's far too small.") < 0.0);
    assert!(compound("It was not too loud.") > 0.0);
    // Where it stops: "too" meaning "also", a hedge, praise, and the idiom of advice.
    assert_eq!(compound("I too live in Logan Square"), 0.0);
    assert_eq!(compound("It's too early to tell."), 0.0);
    assert!(compound("omg it's too cute") > 0.0);
    assert_eq!(compound("Life is too short."), 0.0);
}

#[test]
fn praise_exclaimed_before_another_is_exasperation() {
    assert!(compound("Oh great, another update that moves all the buttons.") < 0.0);
    assert!(compound("Great, just great.") < 0.0);
    // A word that only leans positive names a topic, and praises nothing.
    assert!(compound("Oh great, another fitness app.") < 0.0);
    // What the clause after the thing says of it, and praise in scare quotes, are not the
    // writer's praise.
    assert!(compound("Oh great, another app that hides every useful setting.") < 0.0);
    assert!(compound("Great, another \"wellness plan\" that consists of a poster.") < 0.0);
    // Where it stops: what follows praises something itself, or thanks.
    assert!(compound("Great, another win for the team!") > 0.0);
    assert!(compound("Brilliant, another sunny weekend that we can spend outside!") > 0.0);
    assert!(compound("Great, thanks!") > 0.0);
}

#[test]
fn praise_in_quotation_marks_after_a_determiner_is_disputed() {
    // Scare quotes, straight or curly, around a word or an idiom: it praises nothing.
    assert_zero(&["The \"healthy\" granola.", "My “friends” went out."]);
    assert_zero(&["The \"worth it\" edition."]);
    // Single quotation marks, straight or curly, as British writers use them.
    assert_zero(&["The 'natural' hair dye.", "A ‘miracle’ supplement advert."]);
    // An apostrophe is no quotation mark.
    assert!(compound("The kids' great day out.") > 0.0);
    assert!(compound("Oh great, another \"smart\" kettle that needs an app.") < 0.0);
    // Where it stops: the same word unquoted, a quote around more than the word, praise
    // reported ("rated us \"outstanding\"") and a quoted complaint, which still complains.
    assert!(compound("The healthy granola.") > 0.0);
    assert!(compound("The \"healthy granola\" bar.") > 0.0);
    assert!(compound("Inspectors rated the school \"outstanding\".") > 0.0);
    assert!(compound("The \"broken\" screen.") < 0.0);
}

#[test]
fn praise_exclaimed_at_a_complaint_is_exasperation() {
    // After "oh" or "well", before a clause that complains.
    assert!(compound("Oh great, the printer is broken again.") < 0.0);
    // After "oh", the words of exaggerated praise need no complaint after them.
    assert_negative(&[
        "Oh brilliant, a sleep app that sends push notifications at 3am.",
        "oh great, the gym's raising the membership fee again.",
    ]);
    // Alone, after a sentence that complained; a second one after the first.
    assert!(compound("Wasted an hour on hold with the bank. Brilliant.") < 0.0);
    assert!(compound("He ghosted me after 3 months. cool cool cool") < 0.0);
    assert!(compound("Lost my luggage again. Super helpful.") < 0.0);
    // Thanks in a formula of stress after a complaint too; not a plain "Thanks." nor the
    // fuller "Thank you so much."
    assert!(
        compound("Oh great, another update that moves every button I use. Thanks so much.") < 0.0
    );
    assert!(compound("Wasted an hour on hold with the bank. Thanks a lot.") < 0.0);
    assert!(compound("My parcel was lost. Could you look into it? Thanks.") > -0.3);
    assert!(
        compound(
            "I love your honesty. What you wrote expresses fears like mine. Thank you so much."
        ) > 0.0
    );
    // Where it stops: praise in the clause or the sentence before, a sentence that said little,
    // and praise that goes on to say more.
    assert!(compound("Oh great, I'm sorry I missed it but loved the photos.") > 0.0);
    // Nor the measured words, which "oh" exclaims sincerely, nor praise without "oh".
    assert!(compound("Oh nice, they fixed the lift.") > 0.0);
    assert!(compound("Brilliant, a sleep app that tracks naps too.") > 0.0);
    assert!(compound("Lost my keys, but found them. Brilliant.") > 0.0);
    assert!(compound("Mist on the water, nobody around. Perfect.") > 0.0);
    assert!(compound("The wait was awful. Great food though.") > 0.0);
}

#[test]
fn praise_of_a_start_after_a_complaint_is_exasperation() {
    assert_negative(&[
        "Missed the train, spilled coffee down my shirt. Great start to the week.",
        "missed the bus again and now I'm late, great start to the day",
        "Lost my wallet and missed the train. What a brilliant start to Monday.",
    ]);
    // Where it stops: after good news or nothing, and a start that is not the sentence's end.
    assert_positive(&[
        "We chatted all the way to the airport. Lovely start to the trip.",
        "Great start to the week.",
        "Missed the train. Great start to the week from the team though, two deals closed.",
    ]);
}

#[test]
fn marks_of_damage_and_their_idioms() {
    assert!(compound("There isn't a scratch on it.") > 0.0);
    assert_eq!(compound("I built it from scratch."), 0.0);
    assert!(compound("No more buffering in the middle of the match.") > 0.0);
    // "no" before a measure that is bad when high denies a cost or a harm.
    assert_positive(&[
        "No monthly fees.",
        "Would add no new taxes.",
        "no queues at all",
    ]);
    assert!(compound("There were no delays.") > 0.0);
    // "no more" before a word that judges nothing says only that something ended.
    assert_zero(&[
        "No more paper forms.",
        "The app is live. No more paper forms.",
    ]);
    assert!(compound("There's no more milk.") < 0.0);
    assert!(compound("Remember when it was fun? No more.") < 0.0);
    assert_eq!(compound("Killer whales spotted off the coast."), 0.0);
}

#[test]
fn a_balanced_verdict_on_a_short_text_leaves_it_neutral() {
    assert_neutral(&[
        "Some good bits, some rubbish bits. It evens out.",
        "Friendly staff, a noisy room. It balanced out.",
        "Great screen, poor battery. Overall, it's a wash.",
        "Better maps in this one, better plans in the other. A toss-up.",
        "Great chat with Lena, then a frustrating afternoon. Evened out, I guess.",
        "Great location, but the rooms are tiny. Swings and roundabouts.",
        "Mixed feelings. The dishwasher cleans well, but it's loud.",
    ]);
    // Where it stops: not a verdict ("mixed berries"), or a contrast after it.
    assert!(compound("The mixed berries were delicious.") > 0.05);
    assert!(compound("Lovely evening, put a wash on and read.") > 0.05);
    assert!(compound("It was a mixed bag but I loved it overall.") > 0.05);
}

#[test]
fn a_verdict_not_yet_reached_and_neither_good_nor_bad_are_middling() {
    assert_neutral(&[
        "Lovely staff, awful parking. I'm on the fence.",
        "The strap feels cheap but the screen is great. Time will tell.",
        "Bought the new blender. Too early to say whether it's worth it.",
        "Great cast, dull plot. Honestly, I'm torn.",
        "Watched the pilot. Still undecided about it.",
        "Cheap, but slow. Haven't decided yet whether to keep it.",
        "Tested both routers this week. Still deciding which to keep.",
        "Brilliant pictures, terrible battery. I can't decide whether I'd buy it again.",
        "The cat loved it, the dog hated it. Make of that what you will.",
        "The hotel was neither good nor bad.",
        "The sequel is neither better nor worse than the first.",
        "The new flat has its pros and cons.",
    ]);
    // Where it stops: someone else's indecision, a literal fence, a choice among good
    // things, opposites that are not, and a contrast after the verdict.
    assert!(compound("Great news, the robin is back on the fence!") > 0.05);
    assert!(compound("If you're on the fence, buy it. You won't regret it.") > 0.05);
    assert!(compound("A clumsy film that can't decide if it's a comedy or a thriller.") < -0.05);
    assert!(compound("Awful turnout. Many voters remain undecided.") < -0.05);
    assert!(compound("Can't decide which flavour I love most, they're all amazing!") > 0.05);
    assert!(compound("The film is neither original nor terribly funny.") < -0.05);
    assert!(compound("Too early to say, but so far I love it.") > 0.05);
    assert!(compound("Tore a ligament, my knee is torn.") < -0.05);
}

#[test]
fn a_writer_at_a_loss_a_middle_ground_and_a_split_audience_are_balanced_verdicts() {
    assert_neutral(&[
        "Lovely visuals, baffling plot. Not sure what to make of it.",
        "A brilliant first half and an awful second. I honestly don't know what to make of it.",
        "Great cast, dull story. Not sure what I think of it yet.",
        "Half our group loved the show and half were bored. I was somewhere in between.",
        "Friendly staff, awful food. Somewhere in the middle.",
        "The mattress is firm. Some people will love it, others won't.",
        "Lovely prose, slow plot. Fans will adore it; others may find it dull.",
        "Brilliant sound, poor battery. Good and bad in equal measure.",
        "Lovely screen, clunky keyboard. Strengths and weaknesses in roughly equal measure.",
    ]);
    // Where they stop: a place in the middle of something, someone who knows what they
    // think, the writer's own verdict before "others", and two sides that are not opposites.
    assert!(compound("Lost my keys somewhere in the middle of the park. Awful day.") < -0.05);
    assert!(compound("I know exactly what to make of it: a masterpiece, I loved it.") > 0.05);
    assert!(compound("I loved every minute, and others will too!") > 0.05);
    assert!(compound("Funny and moving in equal measure, a wonderful book.") > 0.05);
}

#[test]
fn either_way_and_it_depends_are_balanced_verdicts_only_where_they_end_a_clause() {
    assert_eq!(
        analyze("Finished the book. Don't have strong feelings about it either way.").label,
        Label::Neutral
    );
    assert_eq!(
        analyze("Great location, but the rooms are small. It depends what matters to you.").label,
        Label::Neutral
    );
    // Before a question word, "depends" or "depend" needs nothing before it.
    assert_neutral(&[
        "Good location, tiny room. Depends what matters more to you.",
        "Good graphics, weak story. Your enjoyment will depend on what you're looking for.",
    ]);
    // "in any case" before a verdict, and a dependence that is no verdict.
    assert!(compound("You can depend on me, it'll be great.") > 0.05);
    assert!(compound("The cream helped a lot, it helped balance out my skin.") > 0.05);
    assert!(compound("Either way I'm screwed.") < 0.0);
    assert!(compound("either way, can't go wrong with this price.") > 0.0);
    assert!(compound("Our success depends on you.") > 0.0);
    assert!(compound("The book dragged. Not for me.") < 0.0);
    assert_eq!(
        analyze("Three stars. Good sound, poor battery life.").label,
        Label::Neutral
    );
    assert_eq!(compound("I have three kids."), 0.0);
    assert_eq!(
        analyze("Does exactly what the description says. No more, no less.").label,
        Label::Neutral
    );
}

#[test]
fn average_is_a_balanced_verdict_where_it_judges_the_whole() {
    assert_neutral(&[
        "Average hotel. Clean enough, central location, noisy at night.",
        "The first half is gripping, the second half drags. Overall, average.",
        "Comfortable seats and a good screen, but the snacks cost a fortune. An average cinema trip overall.",
        "It's a fairly average thriller. A few good twists, a few clichés.",
    ]);
    // Where it stops: a measure, a comparison, the typical one, and a headline about averages.
    for (text, alone) in [
        (
            "Bills will fall by an average of £120.",
            "Bills will fall by £120.",
        ),
        (
            "Overall a slightly better than average phone.",
            "Overall a slightly better phone.",
        ),
        (
            "A lot smarter than your average Bond.",
            "A lot smarter than your Bond.",
        ),
        (
            "Average rents rise to record levels.",
            "Rents rise to record levels.",
        ),
    ] {
        assert_eq!(compound(text), compound(alone), "{text:?}");
    }
}

#[test]
fn a_middling_verdict_leaves_no_dominant_emotion_but_an_open_choice_keeps_it() {
    for text in [
        "Mixed feelings. The camera is superb, the battery is poor.",
        "Average. Some chapters are brilliant, others drag.",
    ] {
        let result = analyze(text);
        assert_eq!(result.label, Label::Neutral, "{text:?}");
        assert_eq!(result.emotions.dominant_name(), "neutral", "{text:?}");
    }
    // "either way" leaves the writer's choice open, not their feelings.
    assert_eq!(
        analyze("Ugh, it sucks either way.")
            .emotions
            .dominant_name(),
        analyze("Ugh, it sucks.").emotions.dominant_name()
    );
}

#[test]
fn a_mark_at_the_middle_of_its_scale_is_a_balanced_verdict() {
    assert_neutral(&[
        "It's a phone case. It fits, it protects the phone. 3/5.",
        "Some good ideas, some clunky ones. 3 stars.",
        "Solid three out of five. Comfortable seats, forgettable film.",
        "5/10. Some things I liked, some I didn't.",
    ]);
    // Where it stops: a mark above the middle, a mark that falls short, and a count.
    assert!(compound("Mood: 6/10. Better than yesterday.") > 0.05);
    assert!(compound("I gave it only 3 stars because the first one broke.") < -0.05);
    assert!(compound("Three out of five dentists said it was great.") > 0.5);
}

#[test]
fn i_d_is_would_unless_a_participle_makes_it_had() {
    let would = compound("I thought I would hate it, but the regulars make it.");
    assert_eq!(
        compound("I thought I'd hate it, but the regulars make it."),
        would
    );
    assert_eq!(
        compound("I\u{2019}d love a coffee."),
        compound("I would love a coffee.")
    );
    // "had": asserted, not halved.
    assert_eq!(
        compound("I'd been so happy there."),
        compound("I had been so happy there.")
    );
    // The idioms of recommending read the same with either form.
    assert_eq!(
        compound("I'd recommend it."),
        compound("I would recommend it.")
    );
    assert!(compound("i'd recommend against this unit.") < 0.0);
    assert!(compound("I'd highly recommend it.") > compound("I'd recommend it."));
}

#[test]
fn a_greeting_word_alone_brings_no_joy() {
    assert_ne!(
        analyze("Nobody remembered my birthday at work.")
            .emotions
            .dominant_name(),
        "joy"
    );
    // The greeting's own word keeps it.
    assert_eq!(analyze("Happy birthday!").emotions.dominant_name(), "joy");
}

#[test]
fn phrases_of_everyday_losses_reliefs_and_verdicts() {
    assert_negative(&[
        "Hotel walls are paper thin.",
        "The car failed its MOT. There goes my Saturday.",
        "The milk smelled off.",
        "The shared calendar is causing double bookings.",
        "The timings are way off.",
        "Headset mic is useless. Returning it.",
        "Waited an hour for cold coffee. Never again.",
    ]);
    assert_positive(&[
        "The bread rose at last. Small victories.",
        "The new café feels like home already.",
        "The dentist wasn't as bad as I'd feared.",
        "It was cold, but the sunrise made up for it.",
        "We talked it through and I feel lighter.",
        "Got the bond back in full, drinks on me tonight",
    ]);
    assert_negative(&[
        "Spent the whole morning on hold and got cut off twice.",
        "Bedbugs. In a four-star hotel.",
        "Customers are being turned away at the door.",
    ]);
    assert_negative(&[
        "The house sale fell through the day before exchange. Back to square one.",
        "Skipped run club again. I keep letting myself down.",
        "The food bank shift really got to me today.",
        "A customer spat at me today.",
        "Smartphone recall ordered after reports of batteries overheating.",
    ]);
    // "so much for" is no idiom of its own: it is inside "thank you so much for".
    assert!(compound("Thank you so much for this post.") > 0.0);
    assert!(compound("Popular café reopens after flood repairs.") > 0.0);
    assert!(compound("The court overturned the unfair ban.") > 0.0);
    let dread = analyze("root canal tomorrow and I'm bricking it");
    assert!(dread.compound < 0.0);
    assert_eq!(dread.emotions.dominant_name(), "fear");
    // Where they stop: "bookings" alone is a measure that doubles, "off" alone is no fault.
    assert!(compound("Bookings doubled this summer.") > 0.0);
    assert_eq!(compound("I turned the radio off."), 0.0);
}

#[test]
fn no_way_exclaimed_alone_is_astonishment() {
    let upgraded = analyze("no way, they upgraded us to business class?!");
    assert_eq!(upgraded.compound, 0.0);
    assert_eq!(upgraded.emotions.dominant_name(), "surprise");
    assert!(compound("No way! That's amazing.") > compound("That's amazing.") - 0.2);
    // Where it stops: "no way" in a clause that goes on refuses.
    assert!(compound("No way, I'm not doing that.") < 0.0);
    assert!(compound("no way I would recommend this") < 0.0);
}

#[test]
fn an_expectation_in_the_past_progressive_is_disappointed() {
    assert!(
        compound("weekend away's off, Dave's got covid. was really looking forward to it") < 0.0
    );
    assert!(compound("I'm looking forward to it") > 0.0);
}

#[test]
fn phrases_of_low_spirits_worry_and_exasperation_bring_their_emotion() {
    for (text, emotion) in [
        (
            "Rainy weekend, hike cancelled, nothing much to do. Bit flat.",
            "sadness",
        ),
        (
            "Nothing I tried on looked right. Came home feeling rubbish.",
            "sadness",
        ),
        ("Dentist tomorrow. My stomach is in knots.", "fear"),
        (
            "heard footsteps outside the tent and didn't sleep a wink",
            "fear",
        ),
        (
            "Once again the fridge has been left full of mouldy containers.",
            "anger",
        ),
    ] {
        let result = analyze(text);
        assert!(result.compound < 0.0, "{text}");
        assert_eq!(result.emotions.dominant_name(), emotion, "{text}");
    }
    // Where it stops: "again" alone is no exasperation, and "a bit" alone no low spirits.
    assert_eq!(
        analyze("See you again soon.").emotions.dominant_name(),
        "neutral"
    );
    assert_eq!(compound("I waited a bit."), 0.0);
}

#[test]
fn acceptance_is_faint_praise() {
    // "fine", "ok", "okay" accept; they praise less than "good" and still more than nothing.
    for faint in ["It was fine.", "The hotel was ok.", "The food was okay."] {
        let c = compound(faint);
        assert!(c > 0.0 && c < compound("It was good."), "{faint} = {c}");
    }
    assert_eq!(compound("Urgent: the report is due at noon."), 0.0);
    // An "ok" that opens a message to acknowledge is a discourse word, no faint praise.
    assert_zero(&[
        "ok so who's driving",
        "Ok, noted.",
        "okay I'll take the bus then",
    ]);
    assert!(compound("Ok movie, decent cast.") > compound("Movie, decent cast."));
    assert!(compound("Ok.") > 0.0);
}

#[test]
fn phrases_of_milestones_verdicts_and_services() {
    assert_positive(&[
        "Six months sober today.",
        "Thought I'd hate the night shift, but the quiet suits me.",
        "Parking lot C is repaved and open again.",
        "The charges were dropped on Friday.",
    ]);
    assert_negative(&[
        "The Q3 numbers came in about 8% below forecast.",
        "Boil advisory issued for the village.",
        "Dr. Morris wants more tests. She said it is concerning.",
    ]);
    assert_zero(&[
        "Hospital's new cancer centre to open in April.",
        "The lid is dishwasher safe.",
        "Court to hear arguments in the rate case next month.",
        "u still need the truck saturday or nah",
        "Attached is the agenda for the safety committee meeting.",
    ]);
    assert_positive(&[
        "GOT THE OFFER FROM GOOGLE",
        "Rough start, but we turned things around after lunch.",
        "A flat-hunting app with real photos? Where has this been all my life.",
        "Infosys to hire 20,000 freshers, reversing last year's hiring freeze.",
    ]);
    assert_negative(&[
        "I really hoped this would help with my anxiety.",
        "The way he spoke to the intern was completely out of line.",
    ]);
    for text in [
        "Months of mock tests before the exam.",
        "Gentle reminder that timesheets are due Friday.",
        "It's a standard pressure cooker.",
        "Delays on the line fall for a third straight month.",
    ] {
        assert!(compound(text) >= 0.0, "{text}");
    }
    // Where it stops: a service does not act on what follows "for", as a cure does.
    assert!(compound("the roof of a centre for troubled youth") < 0.0);
}

#[test]
fn thanks_for_a_harm_are_ironic() {
    assert!(compound("Thanks Hermine for ruining my week.") < 0.0);
    assert!(compound("thank you for wasting my time") < compound("you are wasting my time"));
    // Where it stops: thanks for a help whose subject was bad.
    assert!(
        compound("Thanks for dealing with the awful traffic.")
            > compound("Dealing with the awful traffic.")
    );
}

#[test]
fn asking_who_decided_it_blames_someone_for_it() {
    assert!(compound("who decided 8am lectures were a good idea. genuinely who") < 0.0);
    assert!(compound("ok who thought this was a good idea") < 0.0);
    // Where it stops: wonder, and questions whose verbs are not of deciding.
    assert!(compound("Who knew it could be so good?") > 0.0);
    assert!(compound("Who won the great match?") > 0.0);
}

#[test]
fn an_adjective_of_size_grades_the_word_it_stands_before() {
    // "a total disaster", "deep regret", "massive success": how much of it there is.
    assert!(compound("It was a total disaster.") < compound("It was a disaster."));
    assert!(compound("I feel deep regret.") < compound("I feel regret."));
    assert!(compound("It was a massive success.") > compound("It was a success."));
    // "great", "huge": their own praise is no judgement of an ill they grade.
    assert!(compound("It is with great sadness that we share the news.") < -0.25);
    assert!(compound("It was a huge disappointment.") < compound("It was a disappointment."));
    // Where it stops: an ill that names the kind of what follows is graded by nothing, and the
    // praise is of the whole ("great fight scenes"); a name is no grading ("the Great Famine").
    assert!(compound("Good car chases and great fight scenes.") > 0.3);
    assert!(
        compound("We read about the great famine today.")
            < compound("We read about the Great Famine today.")
    );
}

#[test]
fn phrases_of_closings_reproaches_and_things_that_work_out() {
    assert_negative(&[
        "The diner will close its doors on Sunday.",
        "u could've at least texted back",
        "Per my last email, the invoice is still unpaid.",
        "i'm so done with this landlord",
        "Money's tight this month.",
        "A sweet idea for a film, but it never quite comes together.",
    ]);
    assert_positive(&[
        "Slow start, but by the second season I was hooked.",
        "The migration finished with no downtime.",
        "the new taco place is kinda fire",
        "Quiet day on the porch. Can't ask for much more.",
    ]);
    // Where it stops: a fix turns the ill it fixes, no phrase of its own scores against it.
    assert!(compound("The bug was fixed.") > 0.0);
}

#[test]
fn the_word_that_qualifies_a_changing_measure_names_it_and_judges_nothing() {
    assert!(compound("Customer satisfaction scores dropped this month.") < 0.0);
    assert!(compound("Dengue cases drop by half.") > 0.0);
    assert!(compound("Flu cases rose sharply.") < 0.0);
    assert!(compound("IT stocks rally.") > 0.0);
    // Where it stops: a measure that judges something itself is turned as before.
    assert!(compound("Violent crime falls.") > 0.0);
}

#[test]
fn or_not_at_the_end_of_its_clause_is_the_other_of_an_alternative() {
    assert_eq!(compound("Ask if you're coming or not, then tell her."), 0.0);
    assert_eq!(compound("Decide whether or not to sign it."), 0.0);
    // Where it stops: before what it denies, it still denies.
    assert!(compound("It would stop playing, or not even start.") < 0.0);
}

#[test]
fn no_before_a_comparative_and_than_is_a_bound_and_negates_nothing() {
    assert_eq!(compound("Submit it no later than Friday."), 0.0);
    assert_eq!(compound("Send an abstract no longer than one page."), 0.0);
    assert_eq!(compound("It needs no fewer than five people."), 0.0);
    // Where it stops: "no longer" without "than" says a thing has ended.
    assert!(compound("It is no longer available.") < 0.0);
}

#[test]
fn phrases_of_faults_repeated_regret_and_acclaim() {
    assert_negative(&[
        "The client asked us to redo it for the third time.",
        "delivery left at the wrong house. third time this month",
        "Wish I'd gone to see her when I had the chance.",
        "I had hoped this would help.",
        "this project is eating me alive",
        "Power's out and the phone is at 12%.",
        "It's not worth the price.",
        "a bike nearly hit me",
        "* sigh.",
        "They say he's fine but I'm here with my heart in my mouth.",
        "My husband lost his job in the spring.",
        "I'm still pretty shaken up.",
        "Performance reviews are a joke here.",
        "Still no refund. Beyond a joke now.",
    ]);
    assert_positive(&[
        "The veteran got a standing ovation.",
        "Standup: refactor done, no blockers.",
        "Fresh raita, generous portion. No notes.",
        "The car is a killer deal, and the sat nav is dead easy to use.",
        "For a first electric car it ticks all the boxes.",
        "It's a steal, honestly.",
    ]);
    // Named for the danger they guard against, no danger of the text's.
    assert_eq!(
        compound("Please update your emergency contact details."),
        0.0
    );
    // Where it stops: wishing to have a thing is no regret; an auction and a balance are
    // neither a blow nor a fair.
    assert!(compound("I wish I had a carrot") >= 0.0);
    assert_eq!(compound("The car goes under the hammer on Saturday."), 0.0);
    // "lit" the participle of "light" is no slang praise.
    assert_eq!(compound("The whole valley lit up."), 0.0);
    assert_eq!(compound("A brightly lit room."), 0.0);
    assert!(compound("The party was lit.") > 0.0);
    // Notices and feature names whose words read as harm.
    assert_eq!(compound("Swimwear must be worn at all times."), 0.0);
    assert_eq!(compound("Lost property: a navy umbrella."), 0.0);
    assert_eq!(
        compound("Select 'Forgotten password' and follow the prompts."),
        0.0
    );
    assert_eq!(compound("We apologise for any inconvenience."), 0.0);
    assert_eq!(
        compound("You can request noise-cancelling headphones."),
        0.0
    );
    assert_zero(&[
        "Holiday rental bookings are running ahead of last year.",
        "The awards evening is on 21 June; dress code smart casual.",
        "Leave the keys in the key safe.",
        "Has my housing benefit renewal form been received?",
        "When is the universal credit payment date?",
        "The council will collect garden waste fortnightly.",
        "I bought it at a market stall.",
    ]);
    assert_eq!(compound("Swings and roundabouts."), 0.0);
    // A dislike expected is not felt.
    assert_eq!(
        compound("I was fully prepared to hate the new chairs."),
        0.0
    );
    assert!(compound("Fully expected to hate the layout, but it flows really well.") > 0.0);
}

#[test]
fn a_measure_changes_in_headlines_passives_and_appositions() {
    // A plural measure with its place before a base form ("Rents in Dublin fall").
    assert!(compound("Rents in Dublin fall for the first time in a decade") > 0.0);
    assert!(compound("Waiting lists at the hospital fall again") > 0.0);
    // The passive of a verb of lessening, past its auxiliaries.
    assert!(compound("Bus fares to be cut by 20% from September") > 0.0);
    assert!(compound("The staff discount will be reduced from 20% to 10%.") < 0.0);
    // A level set off after the change says how far it went.
    assert!(compound("Unemployment drops to 4.1%, lowest level on record") > 0.0);
    assert!(compound("Prices rose 5%, the highest in a decade.") < 0.0);
    // Where it stops: "the fall" is a season, and a low that reports no change keeps its sense.
    assert_eq!(compound("Prices in the fall are lower."), 0.0);
    assert!(compound("I feel low, lowest ever.") < 0.0);
}

#[test]
fn a_negation_before_a_verb_of_judgement_is_the_verbs() {
    // The verb is negated; its object keeps its own sense.
    assert!(compound("I won't forget her kindness.") > 0.0);
    assert!(compound("I didn't enjoy the awful ending.") < compound("I didn't enjoy the ending."));
    // Where it stops: in a list the negation reaches every item, a weak word is no verb of
    // judgement, and "like" as a preposition takes nothing.
    assert_negative(&[
        "It is not fun or interesting.",
        "not feeling the party tbh",
        "Tastes nothing like the original recipe.",
    ]);
}

#[test]
fn hell_as_an_intensifier_is_no_damnation() {
    assert_positive(&[
        "Hell yeah!",
        "She's cool as hell",
        "I appreciate the hell out of this.",
    ]);
    assert!(compound("a hell of a lot easier") > 0.0);
    // The simile grades the word before it, as a degree word would.
    assert!(compound("It was boring as hell") < compound("It was boring"));
    assert!(compound("She's cool as hell") > compound("She's cool"));
    // Where it stops: hell itself still damns.
    assert!(compound("This week was hell.") < 0.0);
}

#[test]
fn passing_a_test_is_success() {
    assert_positive(&[
        "Max passed his theory test and his maths resit.",
        "The van passed its MOT.",
        "She passes all her exams.",
    ]);
    assert!(compound("He didn't pass the exam.") < 0.0);
    // Where it stops: a requirement, going by, and handing over.
    assert_zero(&[
        "Teachers are required to pass a national exam.",
        "He passed the salt.",
    ]);
    assert!(compound("She passed away on Sunday.") < 0.0);
}

#[test]
fn a_long_wait_is_a_complaint_past_its_number() {
    // A number is no unit, so the phrase "waited hours" spans it.
    assert_negative(&["waited 4 HOURS in A&E", "3 hours on hold with the bank"]);
    // Where it stops: a short wait says nothing.
    assert_eq!(compound("We waited 5 minutes."), 0.0);
}

#[test]
fn trying_not_to_and_no_need() {
    // The state one is trying not to be in is the writer's.
    assert_negative(&[
        "The rent is due tomorrow. Trying not to panic.",
        "trying not to cry",
    ]);
    // Where it stops: advice, and a past effort (often of tears of joy).
    assert!(compound("She read me a whole book. I tried not to cry.") > compound("I cried."));
    // "no … needed" reassures: "no" scores nothing of its own.
    assert_eq!(compound("no fillings needed"), 0.0);
    assert_eq!(compound("No appointment required."), 0.0);
    // Where it stops: "no longer needed" is a dismissal.
    assert!(compound("His services were no longer needed.") < 0.0);
}

#[test]
fn a_rate_is_news_as_what_it_counts_is() {
    // A rate of an ill falls as good news, and of a good thing rises as one.
    assert_positive(&[
        "Child obesity rates have fallen for the fourth year.",
        "Survival rates rose sharply.",
        // A measure with its complement of place or topic ("against", "about").
        "Customer complaints against telecom firms drop 20%",
        // A verb of lessening in the perfect, with no object.
        "Complaints about delivery times have halved since May.",
        "The new rail link cuts the commute to 40 minutes.",
    ]);
    assert_negative(&["Obesity rates rose again.", "Success rates dropped."]);
    // Where it stops: a rate of a plain word says no direction ("pass rates"), a rate of a
    // measure leaves the measure to say it, and a verb of lessening with an object lessens it.
    assert_eq!(compound("Pass rates rose."), compound("Pass marks rose."));
    assert!(compound("The unemployment rate rose to 5%.") < 0.0);
    assert!(compound("Crime rates fell sharply.") > 0.0);
    assert!(compound("To repay foreign debt he has slashed imports.") < 0.0);
}

#[test]
fn phrases_of_comparison_reproach_and_relief() {
    assert_negative(&[
        "Honestly I've had better pints in an airport.",
        "Would've been nice to hear that from management first.",
        "Three stars would be generous.",
        "She left me on read for 3 days.",
        "Got turned down for the flat.",
        "Ma's had a fall, we're in the hospital now.",
        "Café chain collapses into administration overnight.",
        "the whole stairwell is boggin",
    ]);
    assert_positive(&[
        "pics dont do it justice",
        "Saw them last night and I'm still buzzing.",
        "Fisherman cleared of all charges after two-year case.",
        "Hosepipe ban lifted after a week of rain.",
        "The hosepipe ban is officially lifted.",
        "Could've been worse, the ferry was only a bit late.",
    ]);
}

#[test]
fn what_could_or_should_have_been_was_not() {
    assert!(compound("Could have been a great weekend.") < 0.0);
    assert!(compound("It should have been fun.") < 0.0);
    assert!(compound("What could have been a neat little story is swamped by melodrama.") < 0.0);
    // "would" with a condition that says the praise is not so.
    assert!(compound("It would have been a lovely stay if the room hadn't been so loud.") < 0.0);
    assert!(compound("It would be lovely if the cleaning actually happened.") < 0.0);
    // Where it stops: "would" offers ("I would have been happy to help") or asks politely,
    // and praise beyond the phrase after the modal is said of something else.
    assert!(compound("I would have been happy to help.") > 0.0);
    assert!(compound("It would be great if you could send me the form.") > 0.0);
    assert!(
        compound(
            "I should have been on twitpic, too mesmerized with the beautiful art and design."
        ) > 0.0
    );
}

#[test]
fn a_thought_of_what_would_happen_was_a_surprise_when_it_did() {
    for text in [
        "Never thought I'd say this about a surf school, but I stood up on my third wave!",
        "honestly didnt think id enjoy the trad session but it was some craic",
        "Made it through the month. Didn't think I could.",
    ] {
        assert!(compound(text) >= 0.0, "{text}");
    }
    assert_eq!(
        analyze("Didn't think I'd make it past the first week.")
            .emotions
            .dominant_name(),
        "surprise"
    );
    // Where it stops: a thought of how a thing is, negated, judges it ("neg-raising").
    assert!(compound("I didn't think it was good.") < 0.0);
}

#[test]
fn phrases_of_relief_gratitude_and_notices() {
    assert_positive(&[
        "The fire has been contained, and evacuation orders have been lifted.",
        "Calves are all up and drinking, no dramas this year touch wood",
        "Ordered the lamb shanks, couldn't finish them, regretted nothing.",
        "I couldn't have done it without you lot.",
        "The middle drags, but the last hundred pages make up for it.",
        "Rain at last.",
        "Rare chicks hatch in a record-breaking breeding season.",
        "Road toll for the long weekend is the lowest in 30 years.",
        "Local firm donates $10,000 to the food bank.",
        "Police say the stolen bikes were recovered.",
        "Saw it last night, 5 outta 5.",
        "They knew their audience and had catchy songs.",
        "just remember it rocks because: price, sound, ease of use.",
    ]);
    assert_negative(&[
        "Hundreds of sheep perish in the storm.",
        "The team was knocked out in the first week.",
        "Factory to shut, with 140 jobs to go.",
        "Honestly, expected more.",
    ]);
    assert_zero(&[
        "Tide chart says low tide at 6.",
        "The tanker will collect at 5am during daylight saving.",
        "Green waste collection moves to fortnightly.",
        "Runs on two AA batteries, not included.",
        "Fire danger ratings are moderate for Tuesday.",
    ]);
}

#[test]
fn alternatives_of_opposite_poles_repairs_and_restored_function() {
    // A choice between two poles says neither; one pole alone still scores.
    assert_zero(&[
        "Is that good or bad?",
        "Ask the internet if I was right or wrong.",
        "For better or worse, the plan goes ahead.",
        "We listed the pros and cons.",
    ]);
    assert_negative(&["Is that bad?"]);
    // What was repaired or set right was a fault; a function restored is good news.
    assert_positive(&[
        "The errors were corrected.",
        "The fault was rectified within the hour.",
        "They repaired the broken heater.",
        "The printer on floor 2 is working again.",
        "Her fever broke overnight.",
        "Good tears at the finish line.",
        "Passed first time!",
    ]);
    assert_negative(&["The errors were left in.", "The heater is broken."]);
}

#[test]
fn a_change_in_a_measure_with_a_valence_is_news_as_strong_as_any() {
    // "inflation" (−0.7) says less alone than a change of a plain measure does ("Prices rose"):
    // the change tops it up, and a fall is as good news as a fall in costs.
    assert_emphasises(&[
        ("Inflation rose to 5.1%.", "Inflation was 5.1%."),
        ("Inflation rose to 5.1%.", "Inflation."),
    ]);
    for (fall, plain_fall) in [
        ("Inflation eased to 2.4%.", "Costs eased to 2.4%."),
        ("Poverty fell last year.", "Costs fell last year."),
    ] {
        let (c, p) = (compound(fall), compound(plain_fall));
        assert!(
            c > 0.0 && p > 0.0 && (c - p).abs() < 0.1,
            "{fall:?} {c} vs {plain_fall:?} {p}"
        );
    }
    // A measure whose own valence is stronger than the news keeps it ("unemployment" −1.9).
    assert_eq!(
        compound("Unemployment rose in May."),
        compound("Unemployment in May.")
    );
}

#[test]
fn faults_found_and_protection_against_harm() {
    // An improvement needed is a fault found; a trust that speaks is a body, not a feeling.
    assert_negative(&[
        "The service needs improvement.",
        "There is room for improvement.",
        "The road is full of potholes.",
        "Someone left a typo in the contract.",
    ]);
    assert_positive(&[
        "A real improvement.",
        "The council fixed the pothole within a week.",
        // Words of protection turn the harm they guard against, as a remedy does.
        "The phones were protected against theft.",
        "The shop has been fortified against break-ins.",
        "Insurance against burglary gives peace of mind.",
    ]);
    assert_zero(&["The trust said the ward will reopen in May."]);
    assert_negative(&["The phones were stolen in a break-in."]);
}

#[test]
fn care_as_a_service_and_a_fear_as_a_standard() {
    assert_zero(&[
        "Social care funding is due next week.",
        "The care workers start at eight.",
    ]);
    assert_positive(&[
        "I really care about you.",
        // What was feared is the standard of the comparison, not a fear felt now.
        "The meeting went better than I feared.",
        "Results were better than feared.",
        "We've been greenlit for a full season!",
    ]);
    assert_negative(&["It went worse than I feared.", "I feared the worst."]);
}

#[test]
fn parties_of_politics_notices_and_advice_against_buying() {
    assert_zero(&[
        "The opposition party will choose its new leader in September.",
        "Please save your work before 6pm.",
        "Save me a seat at the front.",
        "Could you send the figures when you get a chance?",
        "I'm on version 4.2 of the app, if that helps.",
        "I'll be out of office with limited access to email.",
        "City council to vote on new parking charges.",
        "All new cars must be fitted with speed limiters.",
    ]);
    assert_positive(&["What a great party last night!"]);
    assert_negative(&[
        "Save yourself the trouble.",
        "Save your cash and buy a better brand.",
        "He faces charges of fraud.",
    ]);
}

#[test]
fn a_wish_is_no_judgement() {
    assert_zero(&[
        "Taking the kids to the park at 3 if anyone wants to come along.",
        "Want to align on pricing before the meeting?",
    ]);
    assert_positive(&["I want this, it looks amazing."]);
    assert_negative(&["I don't want to go back there."]);
    // Hearsay passed on is no doubt of it.
    assert_zero(&["The gym is open till 10 on Monday, apparently."]);
}

#[test]
fn colours_and_weather_are_no_judgement() {
    assert_zero(&["Grey, mild day.", "It comes in white, black and grey."]);
    assert_negative(&["Grey, miserable day."]);
}

#[test]
fn a_machines_work_and_a_warning_issued() {
    assert_positive(&["This blender crushes ice like it's nothing."]);
    assert_negative(&[
        "Security alert: a phishing email is circulating.",
        "Our team crushes every rival's hope.",
    ]);
    assert_zero(&["Add the crushed ice last."]);
}

#[test]
fn a_rescue_turns_a_plight_and_nothing_good() {
    assert_positive(&[
        "Firefighters rescued a man trapped in the rubble.",
        "Rescuers pull 14 trapped miners alive from the shaft.",
        "We rescued a sweet puppy.",
    ]);
    assert_negative(&[
        "A man is trapped in the rubble.",
        "The performance can't rescue the film from its sleazy moralizing.",
    ]);
}

#[test]
fn a_loss_recovered_is_good_news() {
    assert_positive(&[
        "Stolen bicycle returned to its owner after an appeal.",
        "A ring lost on the beach in 2009 has been found.",
        "Rare map, stolen in 1994, returned to the library.",
        "Stolen Monet recovered by French police.",
    ]);
    // Where it stops: a recovery denied, a report, someone coming back, the office.
    assert_negative(&[
        "The stolen bicycle has still not been found.",
        "Pupils lost four months of learning, a study has found.",
        "We lost the final and returned home.",
        "My keys ended up in the lost and found again, ugh.",
    ]);
}

#[test]
fn a_harm_after_which_things_came_back_is_over_and_what_is_restored_stays_good() {
    assert_positive(&[
        "City park restored after storm damage.",
        "The fishing fleet has recovered after years of decline.",
        "Painting recovered undamaged.",
        "The match recovered my faith in the team.",
    ]);
    assert_zero(&["Ferry services resume between the islands after a week of storm disruption."]);
    // Where it stops: a coming back denied, a harm before the verb, and a harm repaired.
    assert_negative(&[
        "The library won't reopen after the flood damage.",
        "Fighting resumed after the ceasefire collapsed.",
    ]);
    assert!(compound("He recovered from a terrible flu.") > 0.0);
}

#[test]
fn a_decision_of_ones_own_side_reported_is_no_approval() {
    assert_zero(&[
        "Meeting notes: agreed to move the launch to 12 September.",
        "We agreed to review courier contracts in January.",
    ]);
    // Where it stops: approval, and another party that concedes something.
    assert!(compound("Agreed.") > 0.0);
    assert!(compound("The landlord agreed to let us keep the dog.") > 0.0);
    assert!(compound("We agreed to this plan.") > 0.0);
}

#[test]
fn a_loved_thing_that_ends_is_a_loss() {
    assert_negative(&[
        "Beloved local bookstore to shut after 60 years.",
        "Much-loved city farm to close at the end of the month.",
        "Popular sleep supplement recalled after tests.",
    ]);
    assert_eq!(
        analyze("Much-loved city farm to close.")
            .emotions
            .dominant_name(),
        "sadness"
    );
    // Where it stops: a loved thing that goes on, and praise that is not of the subject.
    assert_positive(&[
        "Popular café reopens after flood repairs.",
        "My favourite café is open again!",
    ]);
    assert!(compound("The shop will close early, said the popular owner.") >= 0.0);
}

#[test]
fn a_remedy_paid_to_the_harmed_is_good_news() {
    assert_positive(&[
        "Energy company to refund £20m to customers who were overcharged.",
        "Thousands of tenants to receive compensation after court rules deposits were wrongly withheld.",
        "The bank said all customers affected by the glitch had now been fully reimbursed.",
    ]);
    // Where it stops: a refund refused, a purpose, and the writer's own complaint.
    assert_negative(&[
        "The airline refused to refund the cancelled flight. Disgraceful.",
        "To repay its debts the regime slashed imports and imposed harsh cuts.",
        "I was charged twice and had to fight for weeks to get a refund. Awful service.",
    ]);
}

#[test]
fn products_that_decay_and_farewells_forced() {
    assert_negative(&[
        "The non-stick coating started peeling after a month.",
        "The case started to yellow after a month.",
        "The strap frayed within weeks.",
        "Had to say goodbye to old Pip this morning.",
    ]);
    assert_zero(&["Say goodbye to the team at five."]);
}

#[test]
fn a_determiner_takes_no_step_of_a_negations_reach() {
    assert_negative(&[
        "We didn't get their research grant.",
        "It doesn't have the same magical quality.",
    ]);
    // Three content words still bound the reach.
    assert_positive(&["I didn't expect that the weather would be good."]);
}

#[test]
fn an_event_named_is_mild() {
    // A festival or a championship is pleasant, but a report of one is no verdict.
    assert!(compound("Film festival announces its lineup.") < compound("What a great festival!"));
    assert!(compound("The film festival opens on Friday.") < 0.3);
}

#[test]
fn a_place_or_a_program_that_shuts_down() {
    assert_negative(&[
        "Eventually the lottery was shut down.",
        "The program shut down on me twice.",
        "The diner is to close after 40 years.",
    ]);
    assert_zero(&["The shop closes at 6."]);
}

#[test]
fn a_tradesmans_virtues_and_a_diagnosis_told() {
    assert_positive(&[
        "The plumbers were professional and tidy.",
        "Dr Okafor was thorough and kind.",
        "Gave a clear quote and stuck to it.",
    ]);
    assert_zero(&[
        "The scheme is open to young professionals.",
        "Tidied the garage on Sunday.",
        "He explained the problem to the landlord.",
    ]);
    assert_negative(&["The room was untidy.", "The lift got stuck again."]);
}

#[test]
fn slang_and_games_where_harm_is_no_harm() {
    assert_positive(&["She's killing it this season!"]);
    assert_zero(&[
        "The fighting games are on the second floor.",
        "I'm dead serious about the trip.",
    ]);
    assert_negative(&["The storm is killing crops."]);
}
