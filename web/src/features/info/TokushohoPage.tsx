/** /client/mypage/tokushoho and /worker/mypage/tokushoho: 特定商取引法に基づく表記 (docs/product/screens.md#tokushoho). */
import { useMemo } from 'react';
import { operatorConfig } from '../../lib/operator';
import { tokushohoMarkdown } from './content/tokushoho';
import { InfoDocumentView } from './InfoDocumentView';
import { useInfoContext } from './useInfoContext';

export default function TokushohoPage() {
  const { brand, side } = useInfoContext();
  const markdown = useMemo(() => tokushohoMarkdown(brand, operatorConfig.operator, operatorConfig.feeRate), [brand]);
  return <InfoDocumentView markdown={markdown} side={side} serviceName={brand.serviceName} />;
}
