/**
 * The owner's 「編集する」 beside a part of her own public profile (docs/product/screens.md#registered-info),
 * leading to that part's edit screen. Its accessible name says which part: 「画像を編集する」.
 */
import { Button } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';

export function EditLink({ to, part }: { to: string; part: string }) {
  return (
    <Button asChild size="sm" variant="outline" bg="bg" minH="44px" px="3" flexShrink={0}>
      <Link to={to} aria-label={`${part}を編集する`}>
        <Pencil size={14} aria-hidden />
        編集する
      </Link>
    </Button>
  );
}
