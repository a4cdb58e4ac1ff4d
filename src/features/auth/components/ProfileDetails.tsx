import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '@/shared/i18n';
import { profileRules, type ProfileValues } from '@/shared/lib/validation';
import { Button, Card, EmailField, NameField, PhoneField, TextArea } from '@/shared/ui';
import type { User } from '../authSlice';
import { Actions, FieldPair, Form } from './forms.styles';
import { CardHeader, Details, Missing } from './ProfileDetails.styles';
import { shownError } from './shownError';

export type { ProfileValues };

export interface ProfileDetailsProps {
  user: User;
  /** Edit mode: the details become fields. */
  editing: boolean;
  onEdit: () => void;
  /** Leave edit mode without saving (the fields, their values and errors are dropped). */
  onCancel: () => void;
  /** Called with valid values (trimmed); the page saves them and leaves edit mode. */
  onSave: (values: ProfileValues) => void;
}

/**
 * The profile card. View mode shows Name, Email, Phone and Address as text with an Edit button;
 * edit mode turns them into fields (address optional) with Save Changes and Cancel.
 * Focus goes to Name on Edit and back to Edit on Save or Cancel.
 */
export function ProfileDetails({ user, editing, onEdit, onCancel, onSave }: ProfileDetailsProps) {
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId}>{t('Personal details')}</h2>
        {!editing && (
          <Button ref={editButton} variant="secondary" size="sm" onClick={onEdit}>
            {t('Edit')}
          </Button>
        )}
      </CardHeader>
      {editing ? (
        <ProfileForm user={user} headingId={headingId} onCancel={onCancel} onSave={onSave} />
      ) : (
        <Details>
          <Detail term={t('Name')} value={user.name} />
          <Detail term={t('Email')} value={user.email} />
          <Detail term={t('Phone')} value={user.phone} />
          <Detail term={t('Address')} value={user.address} />
        </Details>
      )}
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value.trim() ? value : <Missing>{t('Not added yet')}</Missing>}</dd>
    </div>
  );
}

type ProfileFormProps = Pick<ProfileDetailsProps, 'user' | 'onCancel' | 'onSave'> & { headingId: string };

function ProfileForm({ user, headingId, onCancel, onSave }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ProfileValues>({
    defaultValues: { name: user.name, email: user.email, phone: user.phone, address: user.address },
  });
  useEffect(() => setFocus('name'), [setFocus]);

  const save = (values: ProfileValues) =>
    onSave({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
    });

  return (
    <Form noValidate onSubmit={handleSubmit(save)} aria-labelledby={headingId}>
      <FieldPair>
        <NameField
          required
          error={shownError(errors.name?.message)}
          {...register('name', { validate: profileRules.name })}
        />
        <EmailField
          required
          error={shownError(errors.email?.message)}
          {...register('email', { validate: profileRules.email })}
        />
      </FieldPair>
      <PhoneField
        required
        error={shownError(errors.phone?.message)}
        {...register('phone', { validate: profileRules.phone })}
      />
      <TextArea
        label={t('Address')}
        hint={t('Optional')}
        autoComplete="street-address"
        rows={3}
        {...register('address')}
      />
      <Actions>
        <Button type="submit">{t('Save Changes')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
