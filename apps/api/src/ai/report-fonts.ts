import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * TrueType fonts with Cyrillic (including Kazakh ә ғ қ ң ө ұ ү һ і) for the PDF report. Noto Sans
 * from npm comes first because it is there wherever `npm install` ran; Debian's DejaVu
 * (fonts-dejavu-core) is the fallback. pdfkit cannot read WOFF2, so only TTF files qualify.
 */
export interface TReportFonts {
  regular: string;
  bold: string;
}

const require = createRequire(import.meta.url);

function fromNpm(): TReportFonts | null {
  try {
    return {
      regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
      bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    };
  } catch {
    return null;
  }
}

const DEJAVU: TReportFonts = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

let resolved: TReportFonts | undefined;

export function reportFonts(): TReportFonts {
  if (resolved) return resolved;
  const candidates = [fromNpm(), DEJAVU].filter((fonts): fonts is TReportFonts => fonts !== null);
  const found = candidates.find((fonts) => existsSync(fonts.regular) && existsSync(fonts.bold));
  if (!found) {
    throw new Error(
      'No Cyrillic TTF font for the PDF report: install @expo-google-fonts/noto-sans or the Debian package fonts-dejavu-core',
    );
  }
  resolved = found;
  return found;
}
