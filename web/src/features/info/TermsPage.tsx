/** /client/mypage/terms and /worker/mypage/terms: 利用規約. */
import { useMemo } from 'react';
import { termsDocument } from './content/terms';
import { InfoDocumentView } from './InfoDocumentView';
import { useInfoContext } from './useInfoContext';

export default function TermsPage() {
  const { brand, side } = useInfoContext();
  const doc = useMemo(() => termsDocument(brand), [brand]);
  return <InfoDocumentView doc={doc} side={side} serviceName={brand.serviceName} />;
}
