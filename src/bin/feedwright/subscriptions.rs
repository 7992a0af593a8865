//! The commands about subscriptions rather than feeds: `opml` (lists of
//! subscriptions) and `discover` (the feeds of a web page). Each reads its
//! own inputs, so they stand apart from the batch commands.

use std::process::ExitCode;

use crate::discover::DiscoverArgs;
use crate::opml::OpmlArgs;

#[derive(clap::Subcommand)]
pub(crate) enum Command {
    /// Read OPML subscription lists (`opml list FILE`).
    Opml(OpmlArgs),
    /// Find the feeds of a web page: its declared feeds, or, fetched, the
    /// likely places that read as feeds.
    Discover(DiscoverArgs),
}

pub(crate) fn run(command: &Command) -> ExitCode {
    match command {
        Command::Opml(args) => crate::opml::run(args),
        Command::Discover(args) => crate::discover::run(args),
    }
}
