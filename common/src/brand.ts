/**
 * Names and links users see, with local defaults (docs/product/constants.md#names-and-configuration).
 * The web reads overrides from VITE_* variables, the functions from their environment; both fall back
 * to these.
 */
export const BRAND_DEFAULTS = {
  serviceName: 'サロンワークス',
  partnerName: 'サロンマーケット',
  partnerAdminUrl: 'https://partner.example.jp/admin/mypage',
  supportEmail: 'support@salonworks.example.jp',
  officialAccountUrl: 'https://lin.ee/salonworks',
  liffId: '2000000000-salonwks',
  lineChannelId: '2000000000',
  occupations: ['カメラマン'],
} as const;
