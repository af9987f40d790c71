/** /client/mypage/contact and /worker/mypage/contact: お問い合わせ. */
import { useMemo } from 'react';
import { contactDocument } from './content/contact';
import { InfoDocumentView } from './InfoDocumentView';
import { useInfoContext } from './useInfoContext';

export default function ContactPage() {
  const { brand, side, displayName } = useInfoContext();
  const doc = useMemo(() => contactDocument({ brand, side, displayName }), [brand, side, displayName]);
  return <InfoDocumentView doc={doc} side={side} serviceName={brand.serviceName} />;
}
