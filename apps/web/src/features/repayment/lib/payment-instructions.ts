/** How to pay into the cooperative's virtual account, per channel (docs/product/screens.md self-payment page). */
export type PaymentInstruction = { title: string; steps: string[] };

/** The four collapsible how-to-pay instructions, with the account number and amount filled in. */
export function buildPaymentInstructions(vaNumber: string, amount: string): PaymentInstruction[] {
  return [
    {
      title: 'ATM',
      steps: [
        'Masukkan kartu ATM dan PIN Anda.',
        'Pilih menu Transaksi Lainnya, lalu Transfer, lalu Virtual Account.',
        `Masukkan nomor virtual account ${vaNumber}.`,
        `Periksa nama penerima dan jumlah ${amount}, lalu pilih Benar.`,
        'Simpan struk sebagai bukti transfer.',
      ],
    },
    {
      title: 'Internet Banking',
      steps: [
        'Masuk ke internet banking Anda.',
        'Pilih menu Transfer, lalu Virtual Account.',
        `Masukkan nomor virtual account ${vaNumber} dan jumlah ${amount}.`,
        'Konfirmasi dengan token atau kode OTP.',
        'Unduh atau tangkap layar bukti transfer.',
      ],
    },
    {
      title: 'Mobile Banking',
      steps: [
        'Buka aplikasi mobile banking dan masuk.',
        'Pilih menu Transfer, lalu Virtual Account.',
        `Masukkan nomor virtual account ${vaNumber}.`,
        `Pastikan jumlah ${amount} sudah benar, lalu masukkan PIN.`,
        'Tangkap layar halaman transaksi berhasil sebagai bukti transfer.',
      ],
    },
    {
      title: 'Kantor Cabang',
      steps: [
        'Datang ke kantor cabang bank terdekat pada jam operasional.',
        'Isi formulir setoran dengan tujuan nomor virtual account di atas.',
        `Serahkan formulir dan uang sejumlah ${amount} kepada teller.`,
        'Simpan slip setoran sebagai bukti transfer.',
      ],
    },
  ];
}
