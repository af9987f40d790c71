/** /client/mypage/policy and /worker/mypage/policy: プライバシーポリシー. */
import { useMemo } from 'react';
import { policyMarkdown } from './content/policy';
import { InfoDocumentView } from './InfoDocumentView';
import { useInfoContext } from './useInfoContext';

export default function PolicyPage() {
  const { brand, side } = useInfoContext();
  const markdown = useMemo(() => policyMarkdown(brand), [brand]);
  return <InfoDocumentView markdown={markdown} toc side={side} serviceName={brand.serviceName} />;
}
