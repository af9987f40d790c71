/** /client/mypage/contact and /worker/mypage/contact: お問い合わせ. */
import { useMemo } from 'react';
import { contactMarkdown } from './content/contact';
import { InfoDocumentView } from './InfoDocumentView';
import { useInfoContext } from './useInfoContext';

export default function ContactPage() {
  const { brand, side, displayName } = useInfoContext();
  const markdown = useMemo(() => contactMarkdown({ brand, side, displayName }), [brand, side, displayName]);
  return <InfoDocumentView markdown={markdown} side={side} serviceName={brand.serviceName} />;
}
