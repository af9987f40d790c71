/** /client/mypage/terms and /worker/mypage/terms: 利用規約. */
import { useMemo } from 'react';
import { termsMarkdown } from './content/terms';
import { InfoDocumentView } from './InfoDocumentView';
import { useInfoContext } from './useInfoContext';

export default function TermsPage() {
  const { brand, side } = useInfoContext();
  const markdown = useMemo(() => termsMarkdown(brand), [brand]);
  return <InfoDocumentView markdown={markdown} toc side={side} serviceName={brand.serviceName} />;
}
