import type { Product } from '@kopkar/domain';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';

const ICONS_BY_KEYWORD = [
  [/pendidikan|sekolah|kuliah/i, SchoolIcon],
  [/rumah|renovasi/i, HomeWorkIcon],
  [/kesehatan|medis/i, LocalHospitalIcon],
  [/kendaraan|motor|mobil/i, DirectionsCarIcon],
] as const;

/** The product's picture, or an icon matching its purpose when it has none (decorative either way). */
export function ProductIcon({ product }: { product: Product }) {
  if (product.ImagesPath) {
    return (
      <Box
        component="img"
        src={product.ImagesPath}
        alt=""
        sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
      />
    );
  }
  const Icon =
    ICONS_BY_KEYWORD.find(([pattern]) => pattern.test(product.FinancePurpose))?.[1] ??
    AccountBalanceWalletIcon;
  return <Icon aria-hidden color="primary" sx={{ fontSize: 40 }} />;
}
