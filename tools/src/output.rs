//! Writing the output (`-o PATH`) through whatever PATH is.
//!
//! - `-`: standard output. A closed pipe (`llvm-spirv-rs x.bc -o - | head -c1`) is
//!   [`WriteError::BrokenPipe`], which the command line turns into a quiet exit with
//!   status 141 (128 + SIGPIPE), as a program killed by SIGPIPE reports it.
//! - A FIFO, character or block device, or socket (after following symlinks): opened
//!   for writing and written into, never replaced or truncated (`/dev/null` stays the
//!   device, also as root).
//! - A regular file, or a path that does not exist yet (also through a symlink,
//!   dangling or not): written atomically. The bytes go to a temporary file in the
//!   directory of the final target, which then replaces the target with `rename(2)`;
//!   a symlink keeps being a symlink (its target gets the bytes), an existing file
//!   keeps its mode and (where the process may set it) its owner and group, and a new
//!   file gets `0666` less the umask. When the owner cannot be kept (an unprivileged
//!   process replacing another user's file) or no file can be made in its directory,
//!   a writable file is rewritten in place instead.
//!   A failure leaves an existing file untouched and no temporary file behind.
//!
//! Errors name the path the user gave, never a temporary file.

use std::fs::{File, Metadata, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// How writing the output failed.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// Standard output is a pipe whose reader has gone (EPIPE).
    #[error("standard output closed")]
    BrokenPipe,
    /// Any other I/O error, for the path as the user gave it.
    #[error("cannot write {path}: {source}")]
    Io {
        /// The path as given on the command line (`-` for standard output).
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
}

/// Most symlinks followed when resolving the output path (Linux's `MAXSYMLINKS`).
const MAX_SYMLINKS: usize = 40;

/// Writes `bytes` to `path` (`-`: standard output) as described in the module documentation.
pub fn write(path: &str, bytes: &[u8]) -> Result<(), WriteError> {
    let io = |source: std::io::Error| {
        if path == "-" && source.kind() == std::io::ErrorKind::BrokenPipe {
            WriteError::BrokenPipe
        } else {
            WriteError::Io { path: llvm_spirv::excerpt(path).into_owned(), source }
        }
    };
    if path == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes).map_err(io)?;
        return out.flush().map_err(io);
    }
    let target = resolve_symlinks(Path::new(path)).map_err(io)?;
    match std::fs::metadata(&target) {
        Ok(meta) if meta.is_dir() => Err(io(std::io::Error::from(std::io::ErrorKind::IsADirectory))),
        Ok(meta) if is_special(&meta) => write_in_place(&target, bytes, false).map_err(io),
        Ok(meta) => replace_existing(&target, &meta, bytes).map_err(io),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => create_new(&target, bytes).map_err(io),
        Err(e) => Err(io(e)),
    }
}

/// A FIFO, device or socket: something to write into, not a file to replace.
fn is_special(meta: &Metadata) -> bool {
    let t = meta.file_type();
    t.is_fifo() || t.is_char_device() || t.is_block_device() || t.is_socket()
}

/// Follows `path` through symlinks to the path that finally names a file (which may not
/// exist: a dangling symlink's target is where a new file goes, as `open(O_CREAT)` would).
fn resolve_symlinks(path: &Path) -> std::io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_SYMLINKS {
        match std::fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = std::fs::read_link(&current)?;
                current = if link.is_absolute() { link } else { parent_dir(&current).join(link) };
            }
            Ok(_) => return Ok(current),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(current),
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::from_raw_os_error(libc::ELOOP))
}

/// The directory holding `path` (`.` for a bare file name).
fn parent_dir(path: &Path) -> &Path {
    path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."))
}

/// Opens `target` for writing without creating or replacing it and writes `bytes`;
/// `truncate` for a regular file rewritten in place.
fn write_in_place(target: &Path, bytes: &[u8], truncate: bool) -> std::io::Result<()> {
    let mut f = OpenOptions::new().write(true).truncate(truncate).open(target)?;
    f.write_all(bytes)?;
    f.flush()
}

/// A temporary file next to `target` created with `mode` (less the umask), holding `bytes`.
fn temp_with(target: &Path, mode: u32, bytes: &[u8]) -> std::io::Result<tempfile::NamedTempFile> {
    let mut tmp = tempfile::Builder::new()
        .prefix(".llvm-spirv-rs-")
        .permissions(std::fs::Permissions::from_mode(mode))
        .tempfile_in(parent_dir(target))
        .map_err(without_path)?;
    tmp.write_all(bytes).map_err(without_path)?;
    Ok(tmp)
}

/// The OS error of `e` without the temporary file's path that `tempfile` adds to it
/// (messages name the path the user gave).
fn without_path(e: std::io::Error) -> std::io::Error {
    e.raw_os_error().map(std::io::Error::from_raw_os_error).unwrap_or_else(|| e.kind().into())
}

/// Replaces the regular file `target` atomically, keeping its mode, owner and group.
fn replace_existing(target: &Path, meta: &Metadata, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = match temp_with(target, 0o600, bytes) {
        Ok(tmp) => tmp,
        // A writable file in a directory this process may not add files to: rewrite it.
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => return write_in_place(target, bytes, true),
        Err(e) => return Err(e),
    };
    if !keep_owner(tmp.as_file(), meta)? {
        // Only the file's owner or root can give the new file the old owner: rewrite the
        // file itself (not atomic, but it stays whose it was).
        drop(tmp);
        return write_in_place(target, bytes, true);
    }
    tmp.as_file().set_permissions(meta.permissions())?;
    tmp.persist(target).map_err(|e| without_path(e.error))?;
    Ok(())
}

/// Gives `file` the owner and group of `meta`; `Ok(false)` when this process may not.
fn keep_owner(file: &File, meta: &Metadata) -> std::io::Result<bool> {
    use std::os::fd::AsRawFd;
    let same = {
        let m = file.metadata()?;
        m.uid() == meta.uid() && m.gid() == meta.gid()
    };
    if same {
        return Ok(true);
    }
    // SAFETY: fchown on a file descriptor this function borrows; no memory is passed.
    let rc = unsafe { libc::fchown(file.as_raw_fd(), meta.uid(), meta.gid()) };
    if rc == 0 {
        return Ok(true);
    }
    let e = std::io::Error::last_os_error();
    match e.raw_os_error() {
        Some(libc::EPERM) => Ok(false),
        _ => Err(e),
    }
}

/// Creates the new regular file `target` atomically with mode `0666` less the umask.
fn create_new(target: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = temp_with(target, 0o666, bytes)?;
    tmp.persist(target).map_err(|e| without_path(e.error))?;
    Ok(())
}
