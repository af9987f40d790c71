/** Bodies of the partner directory endpoints and their answers (docs/product/admin.md#partner-directory). */
import * as yup from 'yup';
import { clientMessages as m } from '@common/messages';
import { PARTNER_LIMITS, type PartnerEntry } from '@common/partners';
import { boundedText, object, text } from '@common/schemas/text';
import type { StoredPartnerDoc } from '../../documents/partnerDirectory';
import { isDocId } from '../../ids';
import { hasControl } from './csv';

const NO_CONTROL = '使えない文字（改行・制御文字）が含まれています';

/** POST /admin/partners/import/preview as JSON: the file's text (the 32 KB body; larger files as text/csv). */
export const importPreviewSchema = object({
  csv: text(m.type).required(m.required),
})
  .exact(m.unknown)
  .strict(false);

export const importApplySchema = object({
  token: text(m.type)
    .required(m.required)
    .max(128, m.max(128))
    .test('token', 'プレビューの指定が正しくありません', (v) => v === undefined || isDocId(v)),
})
  .exact(m.unknown)
  .strict(false);
export type ImportApplyDto = yup.InferType<typeof importApplySchema>;

export const partnerEditSchema = object({
  companyName: boundedText(PARTNER_LIMITS.companyName, m).test('control', NO_CONTROL, (v) => !v || !hasControl(v)),
  reason: text(m.type).max(PARTNER_LIMITS.reason, m.max(PARTNER_LIMITS.reason)).optional(),
})
  .exact(m.unknown)
  .strict(false);
export type PartnerEditDto = yup.InferType<typeof partnerEditSchema>;

export const partnerDeleteSchema = object({
  reason: boundedText(PARTNER_LIMITS.reason, m),
})
  .exact(m.unknown)
  .strict(false);
export type PartnerDeleteDto = yup.InferType<typeof partnerDeleteSchema>;

export const toPartnerEntry = (d: StoredPartnerDoc): PartnerEntry => ({
  key: d.key,
  email: d.email,
  companyName: d.companyName,
  updatedAt: d.updatedAt ? d.updatedAt.toISOString() : null,
});
