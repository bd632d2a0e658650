//! Property tests: nothing panics on arbitrary input, and text written by
//! `to_text` always reads back to the same words, also for modules mutated
//! at random from the test data.

use std::path::Path;

use llvm_spirv_text::{disassemble, from_text, from_text_bytes, is_text, to_text, to_text_bytes, WriteOptions};
use proptest::prelude::*;

const MAGIC: u32 = 0x0723_0203;

fn test_modules() -> Vec<Vec<u32>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "spv"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            std::fs::read(p).unwrap().chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
        })
        .collect()
}

#[test]
fn round_trip_all_test_data() {
    for m in test_modules() {
        let text = to_text(&m).unwrap();
        assert_eq!(from_text(&text).unwrap(), m);
        for opts in [
            WriteOptions::default(),
            WriteOptions { memory_aliasing_break: false, inline_asm_break: false, reverse_imports: true },
        ] {
            let bytes = to_text_bytes(&m, &opts).unwrap();
            assert_eq!(from_text_bytes(&bytes).unwrap(), m);
        }
    }
}

/// A header plus random instructions with plausible word counts.
fn module_strategy() -> impl Strategy<Value = Vec<u32>> {
    let inst = (1u32..12, 0u32..400, prop::collection::vec(any::<u32>(), 0..11)).prop_map(|(count, op, mut rest)| {
        rest.resize(count as usize - 1, 0);
        let mut v = vec![(count << 16) | op];
        v.extend(rest);
        v
    });
    prop::collection::vec(inst, 0..30).prop_map(|insts| {
        let mut m = vec![MAGIC, 0x0001_0000, 0, 100, 0];
        for i in insts {
            m.extend(i);
        }
        m
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_words_never_panic(words in prop::collection::vec(any::<u32>(), 0..64)) {
        let _ = to_text(&words);
        let _ = disassemble(&words);
        let mut with_magic = words.clone();
        if !with_magic.is_empty() {
            with_magic[0] = MAGIC;
        }
        let _ = to_text(&with_magic);
        let _ = disassemble(&with_magic);
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,200}") {
        let _ = from_text(&text);
        let _ = is_text(text.as_bytes());
        let with_header = format!("119734787 65536 0 10 0\n{text}");
        let _ = from_text(&with_header);
    }

    #[test]
    fn random_token_text_never_panics(
        toks in prop::collection::vec(
            prop_oneof![
                "[0-9]{1,6}",
                Just("Capability".to_string()),
                Just("Decorate".to_string()),
                Just("ExtInst".to_string()),
                Just("LinkageAttributes".to_string()),
                Just("Export".to_string()),
                "\"[a-z \\\\\"]{0,8}\"",
                Just(";".to_string()),
                Just("\n".to_string()),
            ],
            0..40,
        )
    ) {
        let text = format!("119734787 65536 0 10 0\n{}", toks.join(" "));
        let _ = from_text(&text);
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        let _ = from_text_bytes(&bytes);
        let _ = is_text(&bytes);
    }

    #[test]
    fn random_modules_round_trip(m in module_strategy()) {
        let _ = disassemble(&m);
        if let Ok(text) = to_text_bytes(&m, &WriteOptions::default()) {
            prop_assert_eq!(from_text_bytes(&text).unwrap(), m);
        }
    }

    #[test]
    fn mutated_test_data_round_trips(
        which in 0usize..64,
        edits in prop::collection::vec((any::<usize>(), any::<u32>()), 1..4),
    ) {
        let modules = test_modules();
        let mut m = modules[which % modules.len()].clone();
        for (at, w) in edits {
            let i = 5 + at % (m.len() - 5);
            m[i] = w;
        }
        let _ = disassemble(&m);
        if let Ok(text) = to_text_bytes(&m, &WriteOptions::default()) {
            prop_assert_eq!(from_text_bytes(&text).unwrap(), m);
        }
    }
}
