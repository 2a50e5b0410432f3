//! Golden results: the full JSON of each case in `golden/cases.txt` must equal
//! `golden/expected.jsonl`. A change that moves any score shows up here, to be
//! reviewed and then accepted with `UPDATE_GOLDEN=1 cargo test --test golden`.

use std::fs;
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

#[test]
fn every_case_matches_its_golden_result() {
    let cases = fs::read_to_string(dir().join("cases.txt")).expect("cases.txt");
    let actual: Vec<String> = cases
        .lines()
        .filter(|line| !line.is_empty())
        .map(|text| sentiment_wasm::analyze_json(text, true))
        .collect();
    let expected_path = dir().join("expected.jsonl");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        fs::write(&expected_path, actual.join("\n") + "\n").expect("write expected.jsonl");
        return;
    }
    let expected = fs::read_to_string(&expected_path)
        .expect("expected.jsonl (run with UPDATE_GOLDEN=1 to create it)");
    let expected: Vec<&str> = expected.lines().collect();
    assert_eq!(expected.len(), actual.len(), "number of cases");
    let mut differences = Vec::new();
    for (i, (e, a)) in expected.iter().zip(&actual).enumerate() {
        if e != a {
            differences.push(format!("case {}:\n  expected {e}\n  actual   {a}", i + 1));
        }
    }
    assert!(
        differences.is_empty(),
        "{} golden result(s) changed:\n{}",
        differences.len(),
        differences.join("\n")
    );
}
