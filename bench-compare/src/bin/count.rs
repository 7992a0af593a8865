//! Runs one parser once over one file, for instruction counts under
//! callgrind, where every parser is measured the same way:
//!
//! ```text
//! valgrind --tool=callgrind --toggle-collect='count::run' target/release/count feedwright FILE
//! ```

use std::process::ExitCode;

use feedwright_bench_compare::Parser;

/// Out of line, so that callgrind can count the parse alone.
#[inline(never)]
fn run(parser: Parser, bytes: &[u8]) -> Result<usize, String> {
    parser.parse(std::hint::black_box(bytes))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [name, path] = args.as_slice() else {
        eprintln!("usage: count PARSER FILE (PARSER: quick-xml, feedwright, feed-rs, rss, atom_syndication)");
        return ExitCode::from(2);
    };
    let Some(parser) = Parser::ALL.into_iter().find(|p| p.name() == name) else {
        eprintln!("unknown parser {name}");
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    match run(parser, &bytes) {
        Ok(n) => {
            println!("{}: {n} from {} bytes", parser.name(), bytes.len());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}: {e}", parser.name());
            ExitCode::FAILURE
        }
    }
}
