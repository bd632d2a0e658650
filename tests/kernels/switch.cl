// switch statements: dense (a jump/lookup table at -O2), sparse, 64-bit
// selectors with cases beyond 32 bits, fallthrough and default, char
// selectors.

int dense(int x) {
  switch (x) {
  case 0: return 10;
  case 1: return 11;
  case 2: return 13;
  case 3: return 17;
  case 4: return 19;
  case 5: return 23;
  case 6: return 29;
  default: return -1;
  }
}

int sparse(int x) {
  switch (x) {
  case -1000: return 1;
  case 7: return 2;
  case 4096: return 3;
  case 123456: return 4;
  default: return 0;
  }
}

long wide(long x) {
  switch (x) {
  case 0x100000000L: return 1;
  case -5L: return 2;
  case 0x7fffffffffffffffL: return 3;
  case 42L: return 4;
  case 0x100000001L: return 5;
  default: return x / 2;
  }
}

int fallthrough(uint x) {
  int r = 0;
  switch (x & 7) {
  case 0:
    r += 1;
  case 1:
    r += 2;
    break;
  case 2:
  case 3:
    r = 10;
    break;
  case 4:
    r = 20;
  default:
    r += 100;
  }
  return r;
}

int by_char(char c) {
  switch (c) {
  case 'a': return 1;
  case -3: return 2;
  case 127: return 3;
  default: return 4;
  }
}

kernel void switches(global const int *in, global const long *lin,
                     global long *out) {
  size_t i = get_global_id(0);
  int x = in[i];
  out[i * 5] = dense(x);
  out[i * 5 + 1] = sparse(x);
  out[i * 5 + 2] = wide(lin[i]);
  out[i * 5 + 3] = fallthrough((uint)x);
  out[i * 5 + 4] = by_char((char)x);
}
