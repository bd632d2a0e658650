//! Warnings: what a successful translation kept out of its output (debug information a set
//! cannot express, an optimisation hint whose extension is not allowed, ...), reported to
//! the caller instead of being printed by the library.
//!
//! Both directions' options carry an optional [`WarningSink`] (`Options::warnings`); the
//! translation calls it once per distinct message, without the `warning: ` prefix. Without
//! a sink the warnings are not reported. The `llvm-spirv-rs` command line prints each one
//! as a `warning: MESSAGE` line on standard error.

use std::fmt;
use std::panic::RefUnwindSafe;
use std::sync::{Arc, Mutex};

/// The receiver of a translation's warnings: a function called with each message (one
/// line, no `warning: ` prefix), once per distinct message and translation. The function
/// is `RefUnwindSafe`, so options holding a sink can cross `std::panic::catch_unwind`.
#[derive(Clone)]
pub struct WarningSink(Arc<dyn Fn(&str) + Send + Sync + RefUnwindSafe>);

impl WarningSink {
    /// A sink calling `f` with each message.
    pub fn new(f: impl Fn(&str) + Send + Sync + RefUnwindSafe + 'static) -> Self {
        WarningSink(Arc::new(f))
    }

    /// A sink that collects the messages, in order, into the returned list.
    pub fn collector() -> (Self, Arc<Mutex<Vec<String>>>) {
        let list = Arc::new(Mutex::new(Vec::new()));
        let into = Arc::clone(&list);
        let sink = WarningSink::new(move |m| {
            if let Ok(mut l) = into.lock() {
                l.push(m.to_string());
            }
        });
        (sink, list)
    }

    /// Reports `message`.
    pub fn report(&self, message: &str) {
        (self.0)(message)
    }
}

impl fmt::Debug for WarningSink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("WarningSink(..)")
    }
}

/// Reports `message` to `sink` unless `seen` holds it already (each message once).
pub(crate) fn report_once(sink: Option<&WarningSink>, seen: &mut rustc_hash::FxHashSet<String>, message: String) {
    if let Some(sink) = sink {
        if !seen.contains(&message) {
            sink.report(&message);
            seen.insert(message);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collector_keeps_each_message_once_in_order() {
        let (sink, list) = WarningSink::collector();
        let mut seen = rustc_hash::FxHashSet::default();
        for m in ["b", "a", "b"] {
            report_once(Some(&sink), &mut seen, m.to_string());
        }
        assert_eq!(*list.lock().unwrap(), vec!["b".to_string(), "a".to_string()]);
    }

    #[test]
    fn no_sink_reports_nothing_and_remembers_nothing() {
        let mut seen = rustc_hash::FxHashSet::default();
        report_once(None, &mut seen, "x".into());
        assert!(seen.is_empty());
    }
}
