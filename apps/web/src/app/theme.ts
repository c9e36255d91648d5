import { theme } from 'antd';
import type { ThemeConfig } from 'antd';
import { BRAND_COLOR, HEADER_HEIGHT } from '../components/brand';

/** Light, compact enterprise look: one brand colour, quiet surfaces, dense but readable grids. */
export const appTheme: ThemeConfig = {
  algorithm: [theme.defaultAlgorithm, theme.compactAlgorithm],
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorBgLayout: '#f4f6f9',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerHeight: HEADER_HEIGHT, headerPadding: '0 20px' },
    Menu: { itemBorderRadius: 6, activeBarBorderWidth: 0 },
    Card: { headerFontSize: 15 },
  },
};
