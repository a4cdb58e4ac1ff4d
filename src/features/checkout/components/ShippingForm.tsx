import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AddressLabel, SavedAddress } from '@/features/auth';
import { t } from '@/shared/i18n';
import { Button, Checkbox, EmailField, NameField, PhoneField, RadioGroup } from '@/shared/ui';
import {
  ADDRESS_LABELS,
  addressLine,
  labelForNewAddress,
  savedAddressMatching,
  shippingFromAddress,
} from '../addressBook';
import type { ShippingFormValues } from '../buildOrder';
import { shippingResolver } from '../formRules';
import { AddressChoice, AddressChoiceLabel, Buttons, FieldGrid, Form } from './CheckoutForm.styles';
import { AddressFields } from './AddressFields';
import { usePincodeFill } from './usePincodeFill';

/** The 'Saved addresses' option that starts a new address. */
const NEW_ADDRESS = 'new';

/** What the Shipping step decided besides the address: where it came from, and whether to keep it. */
export interface ShippingChoice {
  /** The saved address chosen in 'Saved addresses' (null: a new address). */
  addressId: string | null;
  /** Keep this new address in the address book, under this label (null: do not). */
  saveAs: AddressLabel | null;
}

export interface ShippingFormProps {
  /** Prefilled from the default saved address or the profile, or the values entered before (Back keeps them). */
  defaultValues: ShippingFormValues;
  /** The signed-in shopper's address book: with any, a 'Saved addresses' group sits above the fields. */
  savedAddresses?: readonly SavedAddress[];
  /** What was chosen before (the saved address the values came from; Save this address). */
  defaultChoice?: ShippingChoice;
  /** The values 'New address' starts from: the profile's name, email and phone, no address. */
  newAddressValues?: ShippingFormValues;
  onSubmit: (values: ShippingFormValues, choice: ShippingChoice) => void;
  /** Told of the values and choices as the shopper types (the page keeps a draft of them). */
  onChange?: (values: ShippingFormValues, choice: ShippingChoice) => void;
}

const NO_ADDRESSES: readonly SavedAddress[] = [];
const NO_CHOICE: ShippingChoice = { addressId: null, saveAs: null };

/**
 * Checkout step 1: Name, Email, Phone, Address, City, State (a select of Indian states and union
 * territories) and Pincode, each required with the spec's message; the email in the shop's format
 * and the pincode one we deliver to. Errors show at the field; a failed submit moves focus to the
 * first.
 *
 * With an address book, a 'Saved addresses' radio group comes first: choosing an address fills the
 * fields, which stay editable. Values that are no saved address can be kept with 'Save this address
 * to my address book' (and a Label); the order saves it.
 */
export function ShippingForm({
  defaultValues,
  savedAddresses = NO_ADDRESSES,
  defaultChoice = NO_CHOICE,
  newAddressValues,
  onSubmit,
  onChange,
}: ShippingFormProps) {
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    reset,
    formState: { errors },
  } = useForm<ShippingFormValues>({ defaultValues, resolver: shippingResolver, shouldFocusError: true });
  usePincodeFill({ control, getValues, setValue });
  const [chosen, setChosen] = useState(defaultChoice.addressId ?? NEW_ADDRESS);
  const [save, setSave] = useState(defaultChoice.saveAs !== null);
  const [saveAs, setSaveAs] = useState<AddressLabel>(
    () => defaultChoice.saveAs ?? labelForNewAddress(savedAddresses),
  );
  const values = useWatch({ control }) as ShippingFormValues;
  const isNewAddress = !savedAddressMatching(values, savedAddresses);
  useEffect(() => {
    onChange?.(values, {
      addressId: chosen === NEW_ADDRESS ? null : chosen,
      saveAs: save && isNewAddress ? saveAs : null,
    });
  }, [values, chosen, save, saveAs, isNewAddress, onChange]);

  const choose = (id: string) => {
    setChosen(id);
    const address = savedAddresses.find((a) => a.id === id);
    const email = getValues('email');
    if (address) reset(shippingFromAddress(address, email));
    else if (newAddressValues) reset({ ...newAddressValues, email });
  };

  const submit = (submitted: ShippingFormValues) =>
    onSubmit(submitted, {
      addressId: chosen === NEW_ADDRESS ? null : chosen,
      saveAs: save && isNewAddress ? saveAs : null,
    });

  // Made here, not at import: the labels' words are the page's edition's (the values stay English).
  const labelOptions = ADDRESS_LABELS.map((value) => ({ value, label: t(value) }));
  const choices = [
    ...savedAddresses.map((a) => ({
      value: a.id,
      label: (
        <AddressChoiceLabel>
          <strong>{t(a.label)}</strong>
          <span>
            {a.name}, {addressLine(a)}
          </span>
        </AddressChoiceLabel>
      ),
    })),
    { value: NEW_ADDRESS, label: <strong>{t('New address')}</strong> },
  ];

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-label={t('Shipping address')}>
      {savedAddresses.length > 0 && (
        <AddressChoice>
          <RadioGroup
            legend={t('Saved addresses')}
            options={choices}
            value={chosen}
            onChange={choose}
            direction="column"
          />
        </AddressChoice>
      )}
      <FieldGrid>
        <NameField required error={errors.name?.message} {...register('name')} />
        <EmailField required error={errors.email?.message} {...register('email')} />
        <PhoneField required error={errors.phone?.message} {...register('phone')} />
        <AddressFields
          fields={{
            address: register('address'),
            city: register('city'),
            state: register('state'),
            pincode: register('pincode'),
          }}
          errors={{
            address: errors.address?.message,
            city: errors.city?.message,
            state: errors.state?.message,
            pincode: errors.pincode?.message,
          }}
        />
      </FieldGrid>
      {isNewAddress && (
        <AddressChoice>
          <Checkbox
            label={t('Save this address to my address book')}
            checked={save}
            onChange={(e) => setSave(e.target.checked)}
          />
          {save && (
            <RadioGroup<AddressLabel>
              legend={t('Label')}
              options={labelOptions}
              value={saveAs}
              onChange={setSaveAs}
            />
          )}
        </AddressChoice>
      )}
      <Buttons>
        <Button type="submit">{t('Continue to Payment')}</Button>
      </Buttons>
    </Form>
  );
}
