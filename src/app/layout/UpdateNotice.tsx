import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { SHOP_NAME } from '@/shared/lib/constants';
import { Button, Container } from '@/shared/ui';

const Bar = styled.div`
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.ink};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

/** "A new version is available", with the button that reloads into it. */
export default function UpdateNotice({ onApply }: { onApply: () => void }) {
  return (
    <Bar>
      <Row>
        <p>{t('A new version of {shop} is available.', { shop: SHOP_NAME })}</p>
        <Button size="sm" onClick={onApply}>
          {t('Reload to update')}
        </Button>
      </Row>
    </Bar>
  );
}
