//! Eight bytes at a time: the bit tricks of `memchr`'s fallback, for the
//! scans that look for a few byte values in short texts, where setting up
//! a vector search costs more than the search. Each test sets the high bit
//! of a lane for a byte it looks for; it may set more lanes above the first
//! such byte (a borrow runs towards higher lanes), never below, so "any"
//! and "the lowest lane" are exact.

/// One in each lane.
const ONES: u64 = 0x0101_0101_0101_0101;
/// The high bit of each lane.
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The eight bytes at the start of `bytes`, as a little-endian word
/// (`None` for fewer than eight).
pub(crate) fn word(bytes: &[u8]) -> Option<u64> {
    let first: [u8; 8] = bytes.get(..8)?.try_into().ok()?;
    Some(u64::from_le_bytes(first))
}

/// High bits set in the lanes of `w` that equal `b`.
pub(crate) fn lanes_equal(w: u64, b: u8) -> u64 {
    lanes_zero(w ^ (ONES * u64::from(b)))
}

/// High bits set in the lanes of `w` below `n` (at most 0x80).
pub(crate) fn lanes_below(w: u64, n: u8) -> u64 {
    w.wrapping_sub(ONES * u64::from(n)) & !w & HIGH
}

/// High bits set in the lanes of `x` that are zero.
fn lanes_zero(x: u64) -> u64 {
    x.wrapping_sub(ONES) & !x & HIGH
}

/// The index of the lowest lane a test above set.
pub(crate) fn first_lane(found: u64) -> usize {
    (found.trailing_zeros() / 8) as usize
}

/// Where `needle` first is in `haystack`: the first 32 bytes eight at a
/// time, then memchr's vector search. Most searches of an HTML fragment
/// (for the `<` after a tag, the `&` in a run of text) end within a few
/// bytes, where setting up the vector search cost more than the search.
pub(crate) fn find_byte(needle: u8, haystack: &[u8]) -> Option<usize> {
    find_short_first(
        haystack,
        |w| lanes_equal(w, needle),
        |b| b == needle,
        |rest| memchr::memchr(needle, rest),
    )
}

/// Where the first of `a` and `b` is in `haystack`: `find_byte` for two
/// bytes. Inlined: its one caller runs it for every token of a fragment.
#[inline]
pub(crate) fn find_either(a: u8, b: u8, haystack: &[u8]) -> Option<usize> {
    find_short_first(
        haystack,
        |w| lanes_equal(w, a) | lanes_equal(w, b),
        |c| c == a || c == b,
        |rest| memchr::memchr2(a, b, rest),
    )
}

/// The search both of those make: the first 32 bytes of `haystack` a word
/// at a time (`lanes` marks the lanes sought, `is` the bytes of a tail
/// shorter than a word), the rest with the vector search `far`.
#[inline(always)]
fn find_short_first(
    haystack: &[u8],
    lanes: impl Fn(u64) -> u64,
    is: impl Fn(u8) -> bool,
    far: impl FnOnce(&[u8]) -> Option<usize>,
) -> Option<usize> {
    let mut at = 0;
    while at < 32 {
        let Some(w) = haystack.get(at..).and_then(word) else {
            // Fewer than eight bytes left: one at a time.
            let rest = haystack.get(at..).unwrap_or_default();
            return rest.iter().position(|&b| is(b)).map(|i| at + i);
        };
        let found = lanes(w);
        if found != 0 {
            return Some(at + first_lane(found));
        }
        at += 8;
    }
    far(haystack.get(at..)?).map(|i| at + i)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search finds what a byte loop finds, at every length and place.
    #[test]
    fn find_byte_finds_as_a_byte_loop_finds() {
        for len in 0..80 {
            for place in 0..=len {
                let mut bytes = vec![b'a'; len];
                if place < len {
                    bytes[place] = b'<';
                }
                if len > 3 && place + 2 < len {
                    bytes[place + 2] = b'<';
                }
                let want = bytes.iter().position(|&b| b == b'<');
                assert_eq!(find_byte(b'<', &bytes), want, "{len} {place}");
            }
        }
    }

    /// The two-byte search finds what a byte loop finds, at every length and place.
    #[test]
    fn find_either_finds_as_a_byte_loop_finds() {
        for len in 0..80 {
            for place in 0..=len {
                for (first, second) in [(b'<', b'&'), (b'&', b'<')] {
                    let mut bytes = vec![b'a'; len];
                    if place < len {
                        bytes[place] = first;
                    }
                    if place + 3 < len {
                        bytes[place + 3] = second;
                    }
                    let want = bytes.iter().position(|&b| b == b'<' || b == b'&');
                    assert_eq!(find_either(b'<', b'&', &bytes), want, "{len} {place}");
                }
            }
        }
    }

    /// Every byte value in every lane, next to every other value below it.
    #[test]
    fn lanes_are_found_as_a_byte_loop_finds_them() {
        for target in [b'<', b'&', 0x00, 0x20, 0xC2, 0xEF, 0xFF] {
            for lane in 0..8 {
                for value in 0..=255u8 {
                    for below in [0u8, 0x3C, 0x80, 0xFF] {
                        let mut bytes = [below; 8];
                        bytes[lane] = value;
                        let w = word(&bytes).unwrap_or_default();
                        let equal = bytes.iter().position(|&b| b == target);
                        let found = lanes_equal(w, target);
                        assert_eq!((found != 0).then(|| first_lane(found)), equal);
                        let under = bytes.iter().position(|&b| b < 0x20);
                        let found = lanes_below(w, 0x20);
                        assert_eq!((found != 0).then(|| first_lane(found)), under);
                    }
                }
            }
        }
    }
}
