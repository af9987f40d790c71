/** /client/mypage/policy and /worker/mypage/policy: プライバシーポリシー. */
import { useMemo } from 'react';
import { policyDocument } from './content/policy';
import { InfoDocumentView } from './InfoDocumentView';
import { useInfoContext } from './useInfoContext';

export default function PolicyPage() {
  const { brand, side } = useInfoContext();
  const doc = useMemo(() => policyDocument(brand), [brand]);
  return <InfoDocumentView doc={doc} side={side} serviceName={brand.serviceName} />;
}
