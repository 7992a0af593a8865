//! `Read` for the crate's `BufRead` adapters (the decoder, the sniffer, the
//! position tracker), which all read the same way: from what their buffer
//! holds, so that a `Read` caller and a `BufRead` caller see the same bytes.

use std::io::{self, BufRead};

/// Copies what `reader`'s buffer holds (refilling it once) into `buf`.
pub(crate) fn read_from_buffer<R: BufRead + ?Sized>(
    reader: &mut R,
    buf: &mut [u8],
) -> io::Result<usize> {
    let available = reader.fill_buf()?;
    let n = available.len().min(buf.len());
    if let (Some(to), Some(from)) = (buf.get_mut(..n), available.get(..n)) {
        to.copy_from_slice(from);
    }
    reader.consume(n);
    Ok(n)
}
