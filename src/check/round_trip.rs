//! The round trip: the channel written back in its own format and read
//! again, and every field that changed on the way.
//!
//! The written document is read back one item at a time and each item
//! compared with the one it came from, so the check holds one channel and
//! one item, not two channels and their serde forms.

use super::diff::{self, Difference};
use super::locate::Locator;
use super::report::{Problem, ProblemKind};
use super::rules::Severity;
use super::tally::Tally;
use crate::model::{Channel, Format};
use crate::options::{ReadOptions, Target, WriteOptions};
use crate::read::FeedReader;

/// The rule id of a difference between the channel and its round trip.
pub(crate) const DIFFERENCE: &str = "round-trip";

/// The differences and losses of writing `channel` back and reading it
/// again; of each rule, only the first are kept (see [`Tally`]). The
/// channel's items are lent out while its head is compared, and put back.
pub(crate) fn check(
    channel: &mut Channel,
    options: &ReadOptions,
    at: &Locator<'_>,
    tally: &mut Tally,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut report = |rule: &str, message: &str, detail: String, position: crate::Position| {
        let (kind, severity) = (ProblemKind::RoundTrip, Severity::Info);
        if tally.admit(rule, kind, severity, position.offset) {
            problems.push(Problem {
                rule: rule.to_owned(),
                kind,
                severity,
                w3c: &[],
                message: message.to_owned(),
                detail: Some(detail),
                path: None,
                field: None,
                position,
            });
        }
    };
    let (target, version) = same_format(channel.format);
    let written = channel.write_with_losses(Vec::new(), &WriteOptions::new(target));
    let (bytes, losses) = match written {
        Ok(written) => written,
        Err(err) => {
            let message = "the feed cannot be written back";
            report(DIFFERENCE, message, err.to_string(), at.channel());
            return problems;
        }
    };
    for loss in &losses {
        let position = item_of(&loss.field).map_or(at.channel(), |i| at.item(i));
        let message = "writing the feed back in its own format loses a field";
        report("round-trip-loss", message, loss.to_string(), position);
    }
    drop(losses);
    let differences = match reread(channel, &bytes, options, version) {
        Ok(differences) => differences,
        Err(err) => {
            let message = "the feed written back does not read";
            report(DIFFERENCE, message, err.to_string(), at.channel());
            return problems;
        }
    };
    for difference in differences {
        let position = difference.item().map_or(at.channel(), |i| at.item(i));
        let message = "the feed read, written back and read again differs";
        report(DIFFERENCE, message, difference.to_string(), position);
    }
    problems
}

/// Reads `bytes` back, item by item, and lists how it differs from
/// `channel`: the channel's own fields first, then the items'.
fn reread(
    channel: &mut Channel,
    bytes: &[u8],
    options: &ReadOptions,
    version: Option<Format>,
) -> crate::Result<Vec<Difference>> {
    let mut reader = FeedReader::with_options(bytes, options.clone())?;
    let mut in_items = Vec::new();
    let mut index = 0;
    for after in reader.by_ref() {
        let after = after?;
        let path = format!("items[{index}]");
        diff::diff_into(channel.items.get(index), Some(&after), &path, &mut in_items);
        index += 1;
    }
    for (lost, before) in channel.items.iter().enumerate().skip(index) {
        let path = format!("items[{lost}]");
        diff::diff_into(Some(before), None, &path, &mut in_items);
    }
    let reread = reader.finish()?.channel;
    let items = std::mem::take(&mut channel.items);
    let before = normalized(channel, version);
    channel.items = items;
    let after = normalized(&reread, version);
    let mut differences = Vec::new();
    diff::diff_into(Some(&before), Some(&after), "", &mut differences);
    differences.extend(in_items);
    differences.truncate(diff::MAX_DIFFERENCES);
    Ok(differences)
}

/// The format a channel is written back in, and the version it comes back as.
fn same_format(format: Option<Format>) -> (Target, Option<Format>) {
    match format {
        Some(f) if f.is_json_feed() => (Target::JsonFeed, Some(f)),
        Some(f) if f.is_atom() => (Target::Atom, Some(Format::Atom10)),
        Some(Format::Rss10 | Format::Rss090) => (Target::Rss1, Some(Format::Rss10)),
        _ => (Target::Rss, Some(Format::Rss20)),
    }
}

/// What a round trip may change by design: the version (RSS 0.9x is written
/// as 2.0, Atom 0.3 as 1.0), the encoding and its label (always UTF-8: a
/// fact about the bytes, not the feed) and the namespace
/// declarations as the document spelled them.
fn normalized(channel: &Channel, format: Option<Format>) -> Channel {
    let mut channel = channel.clone();
    channel.format = format;
    channel.encoding = None;
    channel.encoding_label = None;
    channel.namespaces.clear();
    channel
}

/// The item index a loss path (`items[3].authors[1]`) names.
fn item_of(field: &str) -> Option<usize> {
    field
        .strip_prefix("items[")?
        .split(']')
        .next()?
        .parse()
        .ok()
}
