//! Running SPIR-V kernels on a real OpenCL device (the Intel OpenCL CPU
//! runtime in CI) through the `opencl3` crate.
//!
//! ```no_run
//! use llvm_spirv_rs_tests::ocl::{Arg, NdRange, Runtime};
//! # fn demo(spirv: &[u32]) -> llvm_spirv_rs_tests::Result<()> {
//! let a = [1.0f32, 2.0, 3.0];
//! let b = [10.0f32, 20.0, 30.0];
//! let program = Runtime::shared()?.build(spirv)?;
//! let out = program.run(
//!     "vector_add",
//!     &[Arg::input(&a), Arg::input(&b), Arg::output::<f32>(3)],
//!     &NdRange::d1(3),
//! )?;
//! assert_eq!(out.get::<f32>(2), vec![11.0, 22.0, 33.0]);
//! # Ok(()) }
//! ```

use std::ffi::c_void;
use std::ptr;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use opencl3::command_queue::CommandQueue;
use opencl3::context::Context;
use opencl3::device::{Device, CL_DEVICE_TYPE_ALL};
use opencl3::kernel::Kernel;
use opencl3::memory::{
    Buffer, ClMem, Image, Sampler, CL_MEM_COPY_HOST_PTR, CL_MEM_OBJECT_IMAGE1D_BUFFER, CL_MEM_OBJECT_IMAGE2D,
    CL_MEM_READ_ONLY, CL_MEM_READ_WRITE,
};
use opencl3::types::{cl_image_desc, cl_image_format, cl_mem, CL_BLOCKING, CL_FALSE, CL_TRUE};

use crate::{Error, Result};

/// How long a kernel may run before the harness gives up on it (a
/// miscompiled loop must fail the test, not hang CI).
pub const KERNEL_TIMEOUT: Duration = Duration::from_secs(30);

/// The byte every [`Arg::Out`] buffer is filled with before the kernel runs,
/// so that elements the kernel fails to write are visible in the results.
pub const FILL_BYTE: u8 = 0xA5;

/// Plain old data: types whose values may be viewed as bytes and rebuilt
/// from any bytes of the right length.
///
/// # Safety
///
/// Implementors must be `Copy`, have no padding bytes, no invalid bit
/// patterns and no pointers (integers, floats, arrays of those, and
/// `#[repr(C)]` structs of those laid out without padding).
pub unsafe trait Plain: Copy + 'static {}

macro_rules! plain {
    ($($t:ty),*) => { $(
        // SAFETY: primitive numeric types have no padding and no invalid bit patterns.
        unsafe impl Plain for $t {}
    )* };
}
plain!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);
// SAFETY: an array of padding-free plain values has no padding itself.
unsafe impl<T: Plain, const N: usize> Plain for [T; N] {}

/// Views a slice of plain values as its bytes (native endianness, as the
/// OpenCL device on this host expects).
pub fn bytes_of<T: Plain>(values: &[T]) -> &[u8] {
    // SAFETY: `T: Plain` has no padding, so every byte is initialised; the
    // length is the slice's size in bytes and u8 has alignment 1.
    unsafe { std::slice::from_raw_parts(values.as_ptr().cast::<u8>(), std::mem::size_of_val(values)) }
}

/// Rebuilds plain values from bytes (`bytes.len()` must be a multiple of
/// `size_of::<T>()`; trailing bytes are an error).
pub fn from_bytes<T: Plain>(bytes: &[u8]) -> Result<Vec<T>> {
    let size = std::mem::size_of::<T>();
    if size == 0 || bytes.len() % size != 0 {
        return Err(Error::new(format!("{} bytes are not a whole number of {}-byte elements", bytes.len(), size)));
    }
    Ok(bytes
        .chunks_exact(size)
        // SAFETY: each chunk has exactly size_of::<T>() bytes and T: Plain
        // accepts any bit pattern; read_unaligned copes with alignment.
        .map(|c| unsafe { ptr::read_unaligned(c.as_ptr().cast::<T>()) })
        .collect())
}

/// The storage of an image argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    /// `image2d_t` of `width` x `height` pixels.
    Image2d {
        /// Width in pixels.
        width: usize,
        /// Height in pixels.
        height: usize,
    },
    /// `image1d_buffer_t` of `width` pixels backed by a buffer.
    Image1dBuffer {
        /// Width in pixels.
        width: usize,
    },
}

/// An image kernel argument.
#[derive(Debug, Clone)]
pub struct ImageArg {
    /// Dimensions and kind.
    pub kind: ImageKind,
    /// Channel order, e.g. `opencl3::memory::CL_RGBA`.
    pub channel_order: u32,
    /// Channel data type, e.g. `opencl3::memory::CL_FLOAT` or `CL_SIGNED_INT32`.
    pub channel_type: u32,
    /// Initial pixels, tightly packed rows (`width * height * pixel size` bytes).
    pub data: Vec<u8>,
    /// Whether the pixels are read back after the kernel (for `write_only` images).
    pub read_back: bool,
}

/// A sampler kernel argument (`sampler_t`), as for `clCreateSampler`.
#[derive(Debug, Clone, Copy)]
pub struct SamplerArg {
    /// Normalised coordinates (`CLK_NORMALIZED_COORDS_TRUE`).
    pub normalized: bool,
    /// Addressing mode, e.g. `opencl3::memory::CL_ADDRESS_CLAMP_TO_EDGE`.
    pub addressing: u32,
    /// Filter mode, e.g. `opencl3::memory::CL_FILTER_NEAREST`.
    pub filter: u32,
}

/// One kernel argument, in parameter order.
#[derive(Debug, Clone)]
pub enum Arg {
    /// A read-only global/constant buffer initialised with these bytes.
    In(Vec<u8>),
    /// A read-write global buffer initialised with these bytes and read back.
    InOut(Vec<u8>),
    /// A global buffer of this many bytes, filled with [`FILL_BYTE`], read back.
    Out(usize),
    /// A by-value argument (scalar, vector or struct) given by its bytes.
    Scalar(Vec<u8>),
    /// A `local` pointer argument with this many bytes of local memory.
    Local(usize),
    /// An image.
    Image(ImageArg),
    /// A sampler.
    Sampler(SamplerArg),
}

impl Arg {
    /// A read-only buffer holding `values`.
    pub fn input<T: Plain>(values: &[T]) -> Arg {
        Arg::In(bytes_of(values).to_vec())
    }

    /// A read-write buffer holding `values`, read back after the run.
    pub fn inout<T: Plain>(values: &[T]) -> Arg {
        Arg::InOut(bytes_of(values).to_vec())
    }

    /// An output buffer of `count` elements of `T`.
    pub fn output<T: Plain>(count: usize) -> Arg {
        Arg::Out(count * std::mem::size_of::<T>())
    }

    /// A by-value argument.
    pub fn scalar<T: Plain>(value: T) -> Arg {
        Arg::Scalar(bytes_of(&[value]).to_vec())
    }

    /// `count` elements of `T` of local memory.
    pub fn local<T: Plain>(count: usize) -> Arg {
        Arg::Local(count * std::mem::size_of::<T>())
    }
}

/// The work sizes of an enqueue: global size per dimension (1 to 3), an
/// optional local (work-group) size and an optional global offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NdRange {
    /// Global work size per dimension.
    pub global: Vec<usize>,
    /// Work-group size per dimension, or `None` to let the runtime choose.
    pub local: Option<Vec<usize>>,
    /// Global work offset per dimension, or `None` for zero.
    pub offset: Option<Vec<usize>>,
}

impl NdRange {
    /// One dimension of `global` work-items, runtime-chosen groups.
    pub fn d1(global: usize) -> Self {
        Self::new(&[global])
    }

    /// Any number (1-3) of dimensions.
    pub fn new(global: &[usize]) -> Self {
        NdRange { global: global.to_vec(), local: None, offset: None }
    }

    /// With this work-group size (one entry per dimension).
    pub fn local(mut self, local: &[usize]) -> Self {
        self.local = Some(local.to_vec());
        self
    }

    /// With this global offset (one entry per dimension).
    pub fn offset(mut self, offset: &[usize]) -> Self {
        self.offset = Some(offset.to_vec());
        self
    }
}

/// The results of a run: the final contents of every `Out`, `InOut` and
/// read-back image argument, by argument index.
#[derive(Debug, Clone)]
pub struct Outputs {
    by_arg: Vec<Option<Vec<u8>>>,
}

impl Outputs {
    /// The bytes of argument `arg`.
    ///
    /// # Panics
    /// If argument `arg` is not an output.
    pub fn bytes(&self, arg: usize) -> &[u8] {
        match self.by_arg.get(arg) {
            Some(Some(bytes)) => bytes,
            _ => panic!("kernel argument {arg} is not an output (Out, InOut or read-back image)"),
        }
    }

    /// The elements of output argument `arg` as `T`.
    ///
    /// # Panics
    /// If argument `arg` is not an output or its size is not a multiple of `T`'s.
    pub fn get<T: Plain>(&self, arg: usize) -> Vec<T> {
        from_bytes(self.bytes(arg)).unwrap_or_else(|e| panic!("output argument {arg}: {e}"))
    }
}

/// An OpenCL context and queue on the first device of the first platform
/// that has one.
pub struct Runtime {
    device: Device,
    context: Context,
    queue: CommandQueue,
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runtime").field("device", &self.device_name()).finish()
    }
}

fn cl_err(what: &str) -> impl Fn(opencl3::error_codes::ClError) -> Error + '_ {
    move |e| Error::new(format!("{what}: {e}"))
}

/// Loud explanation of a missing OpenCL runtime.
const NO_RUNTIME_HELP: &str = "\
NO OPENCL RUNTIME: the execution tests need an OpenCL platform with a device that accepts SPIR-V \
(CI uses the Intel OpenCL CPU runtime from PyPI, intel-opencl-rt). Run scripts/setup-test-deps.sh \
and `source scripts/test-env.sh` (it exports OCL_ICD_VENDORS), or run scripts/test.sh which does both";

impl Runtime {
    /// Opens the first device of the first platform that has one.
    ///
    /// Errors (with guidance on installing the runtime) when `libOpenCL.so.1`
    /// cannot be loaded, no platform is visible, or the device lacks SPIR-V
    /// support (`CL_DEVICE_IL_VERSION`).
    pub fn new() -> Result<Self> {
        let icd = std::env::var("OCL_ICD_VENDORS").unwrap_or_else(|_| "<unset>".into());
        let platforms = opencl3::platform::get_platforms().map_err(|e| {
            Error::new(format!("{NO_RUNTIME_HELP}. clGetPlatformIDs failed: {e} (OCL_ICD_VENDORS={icd})"))
        })?;
        let device_id =
            platforms.iter().filter_map(|p| p.get_devices(CL_DEVICE_TYPE_ALL).ok()).flatten().next().ok_or_else(
                || {
                    Error::new(format!(
                        "{NO_RUNTIME_HELP}. {} platform(s) found but no device (OCL_ICD_VENDORS={icd})",
                        platforms.len()
                    ))
                },
            )?;
        let device = Device::new(device_id);
        let il = device.il_version().unwrap_or_default();
        if !il.contains("SPIR-V") {
            return Err(Error::new(format!(
                "{NO_RUNTIME_HELP}. Device {:?} does not accept SPIR-V (CL_DEVICE_IL_VERSION={il:?})",
                device.name().unwrap_or_default()
            )));
        }
        let context = Context::from_device(&device).map_err(cl_err("clCreateContext"))?;
        #[allow(deprecated)]
        let queue = CommandQueue::create_default(&context, 0).map_err(cl_err("clCreateCommandQueue"))?;
        Ok(Runtime { device, context, queue })
    }

    /// The process-wide runtime, opened on first use. Every caller gets the
    /// same error if it cannot be opened.
    pub fn shared() -> Result<&'static Runtime> {
        static SHARED: OnceLock<Result<Runtime>> = OnceLock::new();
        SHARED.get_or_init(Runtime::new).as_ref().map_err(Clone::clone)
    }

    /// The device name, e.g. an Intel CPU's brand string.
    pub fn device_name(&self) -> String {
        self.device.name().unwrap_or_default()
    }

    /// The device's extension string (space separated).
    pub fn extensions(&self) -> String {
        self.device.extensions().unwrap_or_default()
    }

    /// Whether the device supports images.
    pub fn image_support(&self) -> bool {
        self.device.image_support().unwrap_or(false)
    }

    /// Creates a program from OpenCL C source (`clCreateProgramWithSource`)
    /// and builds it with `options`; errors carry the build log. Used by the
    /// [`crate::kernels::SOURCE_ENV`] mode to check the host references
    /// without any translator.
    pub fn build_source(&self, source: &str, options: &str) -> Result<Program<'_>> {
        let mut program = opencl3::program::Program::create_from_source(&self.context, source)
            .map_err(cl_err("clCreateProgramWithSource"))?;
        if let Err(e) = program.build(&[self.device.id()], options) {
            let log = program.get_build_log(self.device.id()).unwrap_or_default();
            return Err(Error::new(format!("clBuildProgram failed: {e}\nbuild log:\n{log}")));
        }
        Ok(Program { runtime: self, program })
    }

    /// Creates a program from SPIR-V words (`clCreateProgramWithIL`) and
    /// builds it; errors carry the build log.
    pub fn build(&self, spirv: &[u32]) -> Result<Program<'_>> {
        self.build_with_options(spirv, "")
    }

    /// Like [`Runtime::build`] with `clBuildProgram` options.
    pub fn build_with_options(&self, spirv: &[u32], options: &str) -> Result<Program<'_>> {
        let il = crate::tools::bytes_from_words(spirv);
        let mut program =
            opencl3::program::Program::create_from_il(&self.context, &il).map_err(cl_err("clCreateProgramWithIL"))?;
        if let Err(e) = program.build(&[self.device.id()], options) {
            let log = program.get_build_log(self.device.id()).unwrap_or_default();
            return Err(Error::new(format!("clBuildProgram failed: {e}\nbuild log:\n{log}")));
        }
        Ok(Program { runtime: self, program })
    }
}

/// A built program of a [`Runtime`].
pub struct Program<'rt> {
    runtime: &'rt Runtime,
    program: opencl3::program::Program,
}

/// OpenCL objects that must outlive the enqueue of one run (some are held
/// only to keep them alive until the kernel has finished).
#[allow(dead_code)]
enum Bound {
    Buffer(Buffer<u8>),
    Image(Option<Buffer<u8>>, Image),
    Sampler(Sampler),
    Value,
}

impl Program<'_> {
    /// The kernel names of the program (`CL_PROGRAM_KERNEL_NAMES`).
    pub fn kernel_names(&self) -> Vec<String> {
        self.program
            .get_kernel_names()
            .unwrap_or_default()
            .split(';')
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .collect()
    }

    /// Runs kernel `name` once with `args` (one per kernel parameter, in
    /// order) over `range`, waits at most [`KERNEL_TIMEOUT`], and returns the
    /// contents of the output arguments.
    ///
    /// Errors name the failing OpenCL call, e.g. a missing kernel (listing the
    /// ones present) or an argument count mismatch.
    pub fn run(&self, name: &str, args: &[Arg], range: &NdRange) -> Result<Outputs> {
        let queue = &self.runtime.queue;
        let kernel = Kernel::create(&self.program, name).map_err(|e| {
            Error::new(format!(
                "clCreateKernel({name:?}) failed: {e}; kernels in the program: {:?}",
                self.kernel_names()
            ))
        })?;
        let num_args = kernel.num_args().map_err(cl_err("CL_KERNEL_NUM_ARGS"))? as usize;
        if num_args != args.len() {
            return Err(Error::new(format!(
                "kernel {name:?} has {num_args} parameters but {} arguments were given",
                args.len()
            )));
        }
        let mut bound = Vec::with_capacity(args.len());
        for (index, arg) in args.iter().enumerate() {
            let what = format!("kernel {name:?} argument {index}");
            bound.push(self.bind(&kernel, index as u32, arg, &what)?);
        }
        let dims = range.global.len();
        if !(1..=3).contains(&dims)
            || range.local.as_ref().is_some_and(|l| l.len() != dims)
            || range.offset.as_ref().is_some_and(|o| o.len() != dims)
        {
            return Err(Error::new(format!("invalid NdRange {range:?}")));
        }
        // SAFETY: every argument was set above from live objects in `bound`;
        // the size arrays have `dims` entries each.
        let event = unsafe {
            opencl3::command_queue::enqueue_nd_range_kernel(
                queue.get(),
                kernel.get(),
                dims as u32,
                range.offset.as_ref().map_or(ptr::null(), |o| o.as_ptr()),
                range.global.as_ptr(),
                range.local.as_ref().map_or(ptr::null(), |l| l.as_ptr()),
                0,
                ptr::null(),
            )
        }
        .map_err(|e| Error::new(format!("clEnqueueNDRangeKernel({name:?}, {range:?}) failed: {e}")))?;
        let event = opencl3::event::Event::new(event);
        queue.flush().map_err(cl_err("clFlush"))?;
        let start = Instant::now();
        loop {
            let status = event.command_execution_status().map_err(cl_err("CL_EVENT_COMMAND_EXECUTION_STATUS"))?.0;
            if status == opencl3::event::CL_COMPLETE {
                break;
            }
            if status < 0 {
                return Err(Error::new(format!("kernel {name:?} execution failed with status {status}")));
            }
            if start.elapsed() > KERNEL_TIMEOUT {
                let message = format!(
                    "kernel {name:?} did not finish within {KERNEL_TIMEOUT:?} (miscompiled loop, or a \
                     hang on an invalid pointer?)"
                );
                // The runtime cannot cancel a running kernel and would wait for
                // it at exit: a child process reports and aborts instead.
                crate::isolation::fatal_in_child(&message);
                return Err(Error::new(message));
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        let mut by_arg = Vec::with_capacity(args.len());
        for (arg, b) in args.iter().zip(&bound) {
            by_arg.push(self.read_back(arg, b)?);
        }
        Ok(Outputs { by_arg })
    }

    fn bind(&self, kernel: &Kernel, index: u32, arg: &Arg, what: &str) -> Result<Bound> {
        let ctx = &self.runtime.context;
        let set = |size: usize, value: *const c_void| {
            // SAFETY: `value` points to `size` readable bytes (or is null for local memory).
            unsafe { opencl3::kernel::set_kernel_arg(kernel.get(), index, size, value) }
                .map_err(|e| Error::new(format!("clSetKernelArg({what}) failed: {e}")))
        };
        let make_buffer = |flags, mut bytes: Vec<u8>| -> Result<Buffer<u8>> {
            if bytes.is_empty() {
                return Err(Error::new(format!("{what}: zero-sized buffer")));
            }
            // SAFETY: COPY_HOST_PTR copies `bytes.len()` bytes from the live vector.
            unsafe { Buffer::<u8>::create(ctx, flags | CL_MEM_COPY_HOST_PTR, bytes.len(), bytes.as_mut_ptr().cast()) }
                .map_err(|e| Error::new(format!("clCreateBuffer({what}) failed: {e}")))
        };
        Ok(match arg {
            Arg::In(bytes) => {
                let buffer = make_buffer(CL_MEM_READ_ONLY, bytes.clone())?;
                let mem: cl_mem = buffer.get();
                set(std::mem::size_of::<cl_mem>(), (&raw const mem).cast())?;
                Bound::Buffer(buffer)
            }
            Arg::InOut(bytes) => {
                let buffer = make_buffer(CL_MEM_READ_WRITE, bytes.clone())?;
                let mem: cl_mem = buffer.get();
                set(std::mem::size_of::<cl_mem>(), (&raw const mem).cast())?;
                Bound::Buffer(buffer)
            }
            Arg::Out(len) => {
                let buffer = make_buffer(CL_MEM_READ_WRITE, vec![FILL_BYTE; *len])?;
                let mem: cl_mem = buffer.get();
                set(std::mem::size_of::<cl_mem>(), (&raw const mem).cast())?;
                Bound::Buffer(buffer)
            }
            Arg::Scalar(bytes) => {
                set(bytes.len(), bytes.as_ptr().cast())?;
                Bound::Value
            }
            Arg::Local(len) => {
                set(*len, ptr::null())?;
                Bound::Value
            }
            Arg::Image(image) => {
                let (backing, image) = self.make_image(image, what)?;
                let mem: cl_mem = image.get();
                set(std::mem::size_of::<cl_mem>(), (&raw const mem).cast())?;
                Bound::Image(backing, image)
            }
            Arg::Sampler(s) => {
                #[allow(deprecated)]
                let sampler =
                    Sampler::create(ctx, if s.normalized { CL_TRUE } else { CL_FALSE }, s.addressing, s.filter)
                        .map_err(|e| Error::new(format!("clCreateSampler({what}) failed: {e}")))?;
                let raw = sampler.get();
                set(std::mem::size_of_val(&raw), (&raw const raw).cast())?;
                Bound::Sampler(sampler)
            }
        })
    }

    fn make_image(&self, image: &ImageArg, what: &str) -> Result<(Option<Buffer<u8>>, Image)> {
        let ctx = &self.runtime.context;
        let format =
            cl_image_format { image_channel_order: image.channel_order, image_channel_data_type: image.channel_type };
        let mut data = image.data.clone();
        // SAFETY: cl_image_desc is a plain C struct for which all-zero is a valid value.
        let mut desc: cl_image_desc = unsafe { std::mem::zeroed() };
        let mut backing = None;
        match image.kind {
            ImageKind::Image2d { width, height } => {
                desc.image_type = CL_MEM_OBJECT_IMAGE2D;
                desc.image_width = width;
                desc.image_height = height;
            }
            ImageKind::Image1dBuffer { width } => {
                // SAFETY: COPY_HOST_PTR copies `data.len()` bytes from the live vector.
                let buffer = unsafe {
                    Buffer::<u8>::create(
                        ctx,
                        CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                        data.len(),
                        data.as_mut_ptr().cast(),
                    )
                }
                .map_err(|e| Error::new(format!("clCreateBuffer({what}) failed: {e}")))?;
                desc.image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER;
                desc.image_width = width;
                desc.buffer = buffer.get();
                backing = Some(buffer);
            }
        }
        let (flags, host) = if backing.is_some() {
            (CL_MEM_READ_WRITE, ptr::null_mut())
        } else {
            (CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, data.as_mut_ptr().cast::<c_void>())
        };
        // SAFETY: format and desc are valid; `host` is null or points to the pixels.
        let img = unsafe { Image::create(ctx, flags, &format, &desc, host) }
            .map_err(|e| Error::new(format!("clCreateImage({what}) failed: {e}")))?;
        Ok((backing, img))
    }

    fn read_back(&self, arg: &Arg, bound: &Bound) -> Result<Option<Vec<u8>>> {
        let queue = &self.runtime.queue;
        let read_buffer = |buffer: &Buffer<u8>, len: usize| -> Result<Vec<u8>> {
            let mut out = vec![0u8; len];
            // SAFETY: `out` has room for the whole buffer; the read blocks.
            unsafe { queue.enqueue_read_buffer(buffer, CL_BLOCKING, 0, &mut out, &[]) }
                .map_err(cl_err("clEnqueueReadBuffer"))?;
            Ok(out)
        };
        match (arg, bound) {
            (Arg::InOut(bytes), Bound::Buffer(b)) => read_buffer(b, bytes.len()).map(Some),
            (Arg::Out(len), Bound::Buffer(b)) => read_buffer(b, *len).map(Some),
            (Arg::Image(image), Bound::Image(backing, img)) if image.read_back => {
                if let Some(buffer) = backing {
                    return read_buffer(buffer, image.data.len()).map(Some);
                }
                let ImageKind::Image2d { width, height } = image.kind else {
                    unreachable!("only 2D images have no backing buffer")
                };
                let mut out = vec![0u8; image.data.len()];
                let origin = [0usize; 3];
                let region = [width, height, 1];
                // SAFETY: `out` holds the whole tightly packed image; the read blocks.
                unsafe {
                    queue.enqueue_read_image(
                        img,
                        CL_BLOCKING,
                        origin.as_ptr(),
                        region.as_ptr(),
                        0,
                        0,
                        out.as_mut_ptr().cast(),
                        &[],
                    )
                }
                .map_err(cl_err("clEnqueueReadImage"))?;
                Ok(Some(out))
            }
            _ => Ok(None),
        }
    }
}
