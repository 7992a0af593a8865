//! Many inputs in one run: files, directories walked for feeds, URLs,
//! standard input and lists of inputs; the work spread over the cores with
//! the output kept in input order; a failure reported and the rest carried on.

use std::collections::BTreeMap;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc;

use rayon::prelude::*;

use crate::failure::{Failure, Status};

/// The options every command that reads documents shares.
#[derive(clap::Args, Clone, Debug)]
pub(crate) struct BatchArgs {
    /// Read the inputs to take from FILE (`-`: standard input), one per line.
    #[arg(long, value_name = "FILE")]
    files_from: Option<PathBuf>,
    /// Take the feeds an OPML subscription list names (each `xmlUrl`, at
    /// any depth); may be repeated.
    #[arg(long, value_name = "FILE")]
    opml: Vec<PathBuf>,
    /// In directories, take the files whose name matches GLOB (default: the
    /// feed extensions, `*.{xml,rss,atom,rdf,feed,json}`); may be repeated.
    #[arg(long, value_name = "GLOB")]
    glob: Vec<String>,
    /// With a JSON format: one compact JSON object per line, each with its
    /// `source`, failures included (`{"source": ..., "error": {...}}`).
    #[arg(long)]
    pub(crate) jsonl: bool,
    /// How many inputs to read at once (default: the cores).
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
    /// Print each result as soon as it is ready, not in input order.
    #[arg(long)]
    unordered: bool,
    /// Go on after an input fails (`--keep-going=false`: stop at the first).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set, value_name = "BOOL")]
    keep_going: bool,
}

/// What one input produced: its output, what goes to stderr, and how it
/// ended.
#[derive(Debug, Default)]
pub(crate) struct Done {
    pub(crate) out: Vec<u8>,
    pub(crate) err: String,
    pub(crate) status: Status,
}

/// The file names a directory walk takes by default.
const FEED_GLOBS: &[&str] = &["*.xml", "*.rss", "*.atom", "*.rdf", "*.feed", "*.json"];

/// The inputs named on the command line and in `--files-from`, directories
/// walked (in name order), or an error for the command line's user.
pub(crate) fn expand(named: &[PathBuf], args: &BatchArgs) -> Result<Vec<PathBuf>, String> {
    let mut names: Vec<PathBuf> = named.to_vec();
    if let Some(list) = &args.files_from {
        let text = if list.as_os_str() == "-" {
            let mut lines = Vec::new();
            for line in io::stdin().lock().lines() {
                lines.push(line.map_err(|err| format!("cannot read the input list: {err}"))?);
            }
            lines
        } else {
            std::fs::read_to_string(list)
                .map_err(|err| format!("cannot read {}: {err}", list.display()))?
                .lines()
                .map(str::to_owned)
                .collect()
        };
        names.extend(
            text.iter()
                .map(|l| l.trim())
                .filter(|l| !l.is_empty())
                .map(PathBuf::from),
        );
    }
    names.extend(super::opml::subscription_inputs(&args.opml)?);
    if names.is_empty() && args.opml.is_empty() {
        return Err("no input: give a FILE, a directory, a URL, `-` or --files-from".to_owned());
    }
    let globs = if args.glob.is_empty() {
        FEED_GLOBS.iter().map(|g| (*g).to_owned()).collect()
    } else {
        args.glob.clone()
    };
    let mut set = globset::GlobSetBuilder::new();
    for glob in &globs {
        set.add(globset::Glob::new(glob).map_err(|err| format!("--glob {glob}: {err}"))?);
    }
    let set = set.build().map_err(|err| err.to_string())?;
    let mut inputs = Vec::new();
    for name in names {
        if !super::input::is_url(&name) && name.is_dir() {
            let walk = walkdir::WalkDir::new(&name).sort_by_file_name();
            for entry in walk {
                let entry =
                    entry.map_err(|err| format!("cannot walk {}: {err}", name.display()))?;
                if entry.file_type().is_file() && set.is_match(entry.file_name()) {
                    inputs.push(entry.into_path());
                }
            }
        } else {
            inputs.push(name);
        }
    }
    Ok(inputs)
}

/// Runs `job` on every input, `--jobs` at a time, writing each output in
/// input order (or as ready, with `--unordered`). The exit status is the
/// worst of the inputs' (see [`Status`]).
pub(crate) fn run(
    inputs: &[PathBuf],
    args: &BatchArgs,
    job: impl Fn(&PathBuf) -> Done + Sync,
) -> ExitCode {
    let jobs = jobs(args);
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(jobs).build() {
        Ok(pool) => pool,
        Err(err) => {
            eprintln!("feedwright: cannot start {jobs} jobs: {err}");
            return Status::Unusable.exit_code();
        }
    };
    let progress = Progress::new(inputs.len());
    let mut printer = Printer::default();
    // At most this many inputs are read or waiting to be printed at once:
    // memory holds their results, never all of them.
    let in_flight = jobs * 8;
    let (sender, results) = mpsc::channel::<(usize, Done)>();
    let job = &job;
    let progress_ref = &progress;
    pool.in_place_scope(|scope| {
        let mut spawned = 0;
        let mut printed = 0;
        let mut waiting: BTreeMap<usize, Done> = BTreeMap::new();
        let mut stop = false;
        loop {
            while !stop && spawned < inputs.len() && spawned - printed < in_flight {
                let index = spawned;
                let sender = sender.clone();
                scope.spawn(move |_| {
                    let done = job(&inputs[index]);
                    progress_ref.tick();
                    let _ = sender.send((index, done));
                });
                spawned += 1;
            }
            if printed == spawned {
                break;
            }
            let Ok((index, done)) = results.recv() else {
                break;
            };
            if args.unordered {
                stop |= printer.print(&done, args.keep_going);
                printed += 1;
                continue;
            }
            waiting.insert(index, done);
            while let Some(done) = waiting.remove(&printed) {
                printed += 1;
                if !stop {
                    stop |= printer.print(&done, args.keep_going);
                }
            }
        }
    });
    progress.finish();
    printer.worst.exit_code()
}

/// `job` of every input, `--jobs` at a time, in input order.
pub(crate) fn collect<T: Send>(
    inputs: &[PathBuf],
    args: &BatchArgs,
    job: impl Fn(&PathBuf) -> T + Sync,
) -> Vec<T> {
    let progress = Progress::new(inputs.len());
    let work = || {
        inputs
            .par_iter()
            .map(|input| {
                let result = job(input);
                progress.tick();
                result
            })
            .collect()
    };
    let results = match rayon::ThreadPoolBuilder::new()
        .num_threads(jobs(args))
        .build()
    {
        Ok(pool) => pool.install(work),
        Err(_) => inputs.iter().map(&job).collect(),
    };
    progress.finish();
    results
}

fn jobs(args: &BatchArgs) -> usize {
    args.jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from))
        .max(1)
}

/// Writes results to stdout and stderr, and keeps the worst status.
#[derive(Default)]
struct Printer {
    worst: Status,
    /// stdout is closed (`| head`): nothing more is worth doing.
    closed: bool,
}

impl Printer {
    /// Prints `done`; whether the run should stop here (stdout closed, or a
    /// failure without `keep_going`).
    fn print(&mut self, done: &Done, keep_going: bool) -> bool {
        self.worst = self.worst.max(done.status);
        if self.closed {
            return true;
        }
        let mut stdout = io::stdout().lock();
        if let Err(err) = stdout.write_all(&done.out).and_then(|()| stdout.flush()) {
            if err.kind() != io::ErrorKind::BrokenPipe {
                eprintln!("feedwright: cannot write output: {err}");
            }
            self.closed = true;
        }
        if !done.err.is_empty() {
            let _ = io::stderr().lock().write_all(done.err.as_bytes());
        }
        self.closed || (done.status != Status::Ok && !keep_going)
    }
}

/// A progress line on stderr for long runs, when stderr is a terminal.
struct Progress(Option<indicatif::ProgressBar>);

impl Progress {
    fn new(total: usize) -> Progress {
        if total < 20 || !io::stderr().is_terminal() {
            return Progress(None);
        }
        let bar = indicatif::ProgressBar::new(total as u64);
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{pos}/{len} inputs {wide_bar} {per_sec} {eta}")
        {
            bar.set_style(style);
        }
        Progress(Some(bar))
    }

    fn tick(&self) {
        if let Some(bar) = &self.0 {
            bar.inc(1);
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}

/// How a result is printed: in a JSON format or not, as one JSON line with
/// its source, and whether the run has more than one input.
#[derive(Clone, Copy)]
pub(crate) struct How {
    pub(crate) json: bool,
    pub(crate) jsonl: bool,
    pub(crate) many: bool,
}

impl How {
    /// `value` as the output of `file`: one compact line with its `source`
    /// (JSON Lines), or pretty JSON.
    pub(crate) fn json(self, file: &Path, mut value: serde_json::Value) -> Vec<u8> {
        let mut out = Vec::new();
        if self.jsonl {
            if let Some(object) = value.as_object_mut() {
                object.insert("source".into(), serde_json::Value::from(source(file)));
            }
            let _ = serde_json::to_writer(&mut out, &value);
        } else {
            let _ = serde_json::to_writer_pretty(&mut out, &value);
        }
        out.push(b'\n');
        out
    }

    /// The output for an input that produced nothing: in a JSON format, the
    /// error object on stdout (a line of its own with `--jsonl`); the line
    /// on stderr always.
    pub(crate) fn failure(self, file: &Path, failure: &Failure) -> Done {
        let source = source(file);
        let out = if self.json {
            self.json(file, failure.to_json(&source))
        } else {
            Vec::new()
        };
        Done {
            out,
            err: failure.line(&source),
            status: failure.status(),
        }
    }
}

/// How an input is named in the output.
pub(crate) fn source(file: &std::path::Path) -> String {
    file.display().to_string()
}
