// 8- and 16-bit integers: promotion to int, wrap-around on narrowing stores,
// sign and zero extension, arithmetic vs logical shifts of small types.

kernel void narrow(global const char *c, global const uchar *uc,
                   global const short *s, global const ushort *us,
                   global char *oc, global uchar *ouc, global short *os,
                   global ushort *ous, global int *oi) {
  size_t i = get_global_id(0);
  char x = c[i];
  uchar ux = uc[i];
  short y = s[i];
  ushort uy = us[i];
  oc[i * 3] = (char)(x + ux);
  oc[i * 3 + 1] = (char)(x * 3);
  oc[i * 3 + 2] = x >> 2;
  ouc[i * 2] = (uchar)(ux * ux);
  ouc[i * 2 + 1] = ux >> 3;
  os[i * 3] = (short)(y * x);
  os[i * 3 + 1] = (short)(y / (x | 1));
  os[i * 3 + 2] = (short)(y - uy);
  ous[i * 2] = (ushort)(uy + ux * 300);
  ous[i * 2 + 1] = uy % (ushort)(ux | 1);
  oi[i * 4] = x;       // sign extension
  oi[i * 4 + 1] = ux;  // zero extension
  oi[i * 4 + 2] = y;
  oi[i * 4 + 3] = uy;
}
