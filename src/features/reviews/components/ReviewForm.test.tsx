import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReviewFormValues } from './ReviewForm';
import * as stories from './ReviewForm.stories';
import { fakePreparePhoto, imageFile, PHOTO_DRAPE, PHOTO_KURTA } from './storyFixtures';

const {
  SignedIn,
  Garment,
  Guest,
  EmptyComment,
  WithPhotos,
  WrongTypeAndTooMany,
  UndescribedPhoto,
  PhotosTooLarge,
  GuestRefused,
} = composeStories(stories);

const radio = (name: string) => screen.getByRole('radio', { name });
/** The form's own alert (the page's toasts have one too). */
const formAlert = () => within(screen.getByRole('form')).getByRole('alert');
const noFormAlert = () =>
  expect(within(screen.getByRole('form')).queryByRole('alert')).not.toBeInTheDocument();
const commentBox = () => screen.getByRole('textbox', { name: 'Comment' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Add photos');
const submit = () => screen.getByRole('button', { name: 'Submit Review' });
const description = (i: number) => screen.getByRole('textbox', { name: `Describe photo ${i}` });
const submitted = (onSubmit: jest.Mock, call = 0) => onSubmit.mock.calls[call]?.[0] as ReviewFormValues;

/** userEvent that chooses files the input's `accept` would not offer (as "All files" in a picker). */
const anyFiles = () => userEvent.setup({ applyAccept: false });

describe('ReviewForm', () => {
  it('has the old form\'s "Rating" (5 stars checked), "Comment" and Submit Review, and "Add photos"', () => {
    render(<SignedIn />);
    expect(screen.getByRole('form', { name: 'Write a Review' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(radio('1 star')).not.toBeChecked();
    expect(radio('5 stars')).toBeChecked();
    expect(commentBox()).toHaveValue('');
    expect(submit()).toHaveAttribute('type', 'submit');
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(fileInput()).toHaveAttribute('multiple');
    // Not a garment: neither fit nor size is asked.
    expect(screen.queryByRole('radiogroup', { name: 'How did it fit?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Size bought' })).not.toBeInTheDocument();
  });

  it("a garment asks 'How did it fit?' (nothing chosen) and 'Size bought' (none chosen)", () => {
    render(<Garment />);
    const fit = within(screen.getByRole('radiogroup', { name: 'How did it fit?' }));
    expect(fit.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Runs small',
      'True to size',
      'Runs large',
    ]);
    for (const r of fit.getAllByRole('radio')) expect(r).not.toBeChecked();
    const size = screen.getByRole('combobox', { name: 'Size bought' });
    expect(size).toHaveValue('');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a size', 'S', 'M', 'L', 'XL']);
  });

  it('submits rating, trimmed comment, fit, size and described photos, then resets', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => 'saved' as const);
    const preparePhoto = jest.fn(fakePreparePhoto);
    render(<Garment onSubmit={onSubmit} preparePhoto={preparePhoto} />);
    await user.click(radio('3 stars'));
    await user.click(radio('Runs small'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size bought' }), 'M');
    await user.type(commentBox(), '  Lovely colour  ');
    // The fake gives the kurta for a name of 6 characters, the drape for 7.
    const files = [imageFile('ab.jpg'), imageFile('abc.png', 'image/png')];
    await user.upload(fileInput(), files);
    expect(preparePhoto.mock.calls.map(([file]) => file)).toEqual(files);
    await user.type(description(1), ' The front ');
    await user.type(description(2), 'The back');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submitted(onSubmit)).toStrictEqual({
      rating: 3,
      comment: 'Lovely colour',
      fit: 'small',
      size: 'M',
      photos: [
        { ...PHOTO_KURTA, alt: 'The front' },
        { ...PHOTO_DRAPE, alt: 'The back' },
      ],
    });
    expect(radio('5 stars')).toBeChecked();
    expect(radio('Runs small')).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Size bought' })).toHaveValue('');
    expect(commentBox()).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: /Describe photo/ })).not.toBeInTheDocument();
  });

  it('leaves out fit and size when not given, and waits for an onSubmit that is a promise', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve('saved' as const));
    render(<Garment onSubmit={onSubmit} />);
    await user.type(commentBox(), 'Nice');
    await user.click(submit());
    expect(submitted(onSubmit)).toStrictEqual({ rating: 5, comment: 'Nice', photos: [] });
    await waitFor(() => expect(commentBox()).toHaveValue(''));
  });

  it('an empty or blank comment shows "Please enter a comment" at the field and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SignedIn onSubmit={onSubmit} />);
    await user.type(commentBox(), '   ');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(commentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(commentBox()).toHaveAccessibleDescription('Please enter a comment');
    expect(commentBox()).toHaveFocus();
    await user.type(commentBox(), 'Nice');
    expect(commentBox()).not.toHaveAttribute('aria-invalid');
  });

  it('the EmptyComment story plays to its error', async () => {
    const { container } = render(<EmptyComment />);
    await EmptyComment.play?.({
      canvasElement: container,
      args: EmptyComment.args,
      userEvent: userEvent.setup(),
    });
    expect(screen.getByText('Please enter a comment')).toBeInTheDocument();
  });

  it('tells guests to sign in, with a link', () => {
    render(<Guest />);
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
  });

  it("a guest's refused review keeps everything typed and says to sign in, with a link", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => 'refused' as const);
    render(<Guest onSubmit={onSubmit} />);
    await user.click(radio('2 stars'));
    await user.type(commentBox(), 'Good');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const alert = formAlert();
    expect(alert).toHaveTextContent('Please login to submit a review');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(radio('2 stars')).toBeChecked();
    expect(commentBox()).toHaveValue('Good');
  });

  it('a guest is refused even with an empty form (no comment error first), as before', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => 'refused' as const);
    render(<Guest onSubmit={onSubmit} />);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, comment: '', photos: [] });
    expect(commentBox()).not.toHaveAttribute('aria-invalid');
    expect(formAlert()).toHaveTextContent('Please login to submit a review');
  });

  it('the GuestRefused story plays to its message', async () => {
    const { container } = render(<GuestRefused />);
    await GuestRefused.play?.({
      canvasElement: container,
      args: GuestRefused.args,
      userEvent: userEvent.setup(),
    });
    expect(commentBox()).toHaveValue('Good');
  });

  describe('photos', () => {
    it('each kept photo has a thumbnail, a required "Describe photo {i}" and "Remove photo {i}"', async () => {
      const user = userEvent.setup();
      const { container } = render(<SignedIn />);
      await user.upload(fileInput(), [imageFile('a.jpg'), imageFile('bb.webp', 'image/webp')]);
      expect(description(1)).toBeRequired();
      expect(description(2)).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
      expect(container.querySelectorAll('li img')).toHaveLength(2);
      await user.type(description(2), 'The drape');
      await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
      // What was photo 2 is now photo 1, its description with it; focus goes back to the picker.
      expect(description(1)).toHaveValue('The drape');
      expect(screen.queryByRole('textbox', { name: 'Describe photo 2' })).not.toBeInTheDocument();
      expect(fileInput()).toHaveFocus();
    });

    it('refuses other types at the field, keeping the images chosen with them', async () => {
      const user = anyFiles();
      render(<SignedIn />);
      await user.type(commentBox(), 'Kept');
      await user.upload(fileInput(), [imageFile('notes.pdf', 'application/pdf'), imageFile('a.jpg')]);
      expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
      expect(fileInput()).toHaveAccessibleDescription(/Please choose a JPEG, PNG or WebP image/);
      expect(description(1)).toBeInTheDocument();
      expect(commentBox()).toHaveValue('Kept');
      noFormAlert();
    });

    it('keeps the first 3 and says "You can add up to 3 photos", then and on any later choice', async () => {
      const user = userEvent.setup();
      render(<SignedIn />);
      await user.upload(fileInput(), [imageFile('a.jpg'), imageFile('b.jpg')]);
      await user.upload(fileInput(), [imageFile('c.jpg'), imageFile('d.jpg')]);
      expect(screen.getAllByRole('textbox', { name: /Describe photo/ })).toHaveLength(3);
      expect(fileInput()).toHaveAccessibleDescription(/You can add up to 3 photos/);
      await user.upload(fileInput(), [imageFile('e.jpg')]);
      expect(screen.getAllByRole('textbox', { name: /Describe photo/ })).toHaveLength(3);
      // Removing one makes room again, and the message goes.
      await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
      expect(fileInput()).not.toHaveAttribute('aria-invalid');
      await user.upload(fileInput(), [imageFile('f.jpg')]);
      expect(screen.getAllByRole('textbox', { name: /Describe photo/ })).toHaveLength(3);
      expect(fileInput()).not.toHaveAttribute('aria-invalid');
    });

    it('a file the data layer cannot prepare is refused like a wrong type; the others stay', async () => {
      const user = userEvent.setup();
      const preparePhoto = jest
        .fn()
        .mockResolvedValueOnce('type')
        .mockRejectedValueOnce(new Error('decode'))
        .mockImplementation(fakePreparePhoto);
      render(<SignedIn preparePhoto={preparePhoto} />);
      await user.upload(fileInput(), [imageFile('a.jpg'), imageFile('b.jpg'), imageFile('c.jpg')]);
      expect(screen.getAllByRole('textbox', { name: /Describe photo/ })).toHaveLength(1);
      expect(fileInput()).toHaveAccessibleDescription(/Please choose a JPEG, PNG or WebP image/);
      // The two refused left room for two more.
      await user.upload(fileInput(), [imageFile('d.jpg'), imageFile('e.jpg')]);
      expect(screen.getAllByRole('textbox', { name: /Describe photo/ })).toHaveLength(3);
      expect(fileInput()).not.toHaveAttribute('aria-invalid');
    });

    it('"Please describe each photo" at each empty description on submit, the first focused', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn(() => 'saved' as const);
      render(<SignedIn onSubmit={onSubmit} />);
      await user.type(commentBox(), 'Nice');
      await user.upload(fileInput(), [imageFile('a.jpg'), imageFile('b.jpg'), imageFile('c.jpg')]);
      await user.type(description(1), 'Front');
      await user.click(submit());
      expect(onSubmit).not.toHaveBeenCalled();
      expect(description(1)).not.toHaveAttribute('aria-invalid');
      for (const i of [2, 3]) {
        expect(description(i)).toHaveAttribute('aria-invalid', 'true');
        expect(description(i)).toHaveAccessibleDescription('Please describe each photo');
      }
      expect(description(2)).toHaveFocus();
      await user.type(description(2), 'Back');
      expect(description(2)).not.toHaveAttribute('aria-invalid');
      await user.type(description(3), 'Detail');
      await user.click(submit());
      expect(submitted(onSubmit).photos.map((p) => p.alt)).toEqual(['Front', 'Back', 'Detail']);
    });

    it("the comment is checked first: its error takes focus over the photos'", async () => {
      const user = userEvent.setup();
      render(<SignedIn />);
      await user.upload(fileInput(), [imageFile('a.jpg')]);
      await user.click(submit());
      expect(commentBox()).toHaveFocus();
      expect(description(1)).toHaveAccessibleDescription('Please describe each photo');
    });

    it.each([
      ['WithPhotos', WithPhotos],
      ['WrongTypeAndTooMany', WrongTypeAndTooMany],
      ['UndescribedPhoto', UndescribedPhoto],
    ])('the %s story plays', async (_name, Story) => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container, args: Story.args, userEvent: userEvent.setup() });
      expect(screen.getAllByRole('textbox', { name: /Describe photo/ }).length).toBeGreaterThan(0);
    });
  });

  describe('a full storage', () => {
    const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(radio('4 stars'));
      await user.type(commentBox(), 'Lovely colour');
      await user.upload(fileInput(), [imageFile('a.jpg')]);
      await user.type(description(1), 'The front');
      await user.click(submit());
    };

    it('says so inside the form, with focus; Keep editing loses nothing', async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn(() => 'photosTooLarge' as const);
      render(<PhotosTooLarge onSubmit={onSubmit} />);
      await fillAndSubmit(user);
      const alert = formAlert();
      expect(alert).toHaveTextContent("Your photos could not be saved: this browser's storage is full");
      await waitFor(() => expect(alert).toHaveFocus());
      await user.click(within(alert).getByRole('button', { name: 'Keep editing' }));
      noFormAlert();
      expect(radio('4 stars')).toBeChecked();
      expect(commentBox()).toHaveValue('Lovely colour');
      expect(description(1)).toHaveValue('The front');
      expect(fileInput()).toHaveFocus();
    });

    it("'Save without photos' sends the same review with no photos, then resets", async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn((values: ReviewFormValues) =>
        values.photos.length > 0 ? ('photosTooLarge' as const) : ('saved' as const),
      );
      render(<PhotosTooLarge onSubmit={onSubmit} />);
      await fillAndSubmit(user);
      await user.click(screen.getByRole('button', { name: 'Save without photos' }));
      expect(onSubmit).toHaveBeenCalledTimes(2);
      expect(submitted(onSubmit, 1)).toStrictEqual({ rating: 4, comment: 'Lovely colour', photos: [] });
      noFormAlert();
      expect(commentBox()).toHaveValue('');
      expect(screen.queryByRole('textbox', { name: /Describe photo/ })).not.toBeInTheDocument();
    });

    it('the PhotosTooLarge story plays to its message', async () => {
      const { container } = render(<PhotosTooLarge />);
      await PhotosTooLarge.play?.({
        canvasElement: container,
        args: PhotosTooLarge.args,
        userEvent: userEvent.setup(),
      });
      expect(screen.getByRole('button', { name: 'Save without photos' })).toBeInTheDocument();
    });

    it('has no axe violations while asking', async () => {
      const user = userEvent.setup();
      const { container } = render(<PhotosTooLarge />);
      await fillAndSubmit(user);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  it.each([
    ['SignedIn', SignedIn],
    ['Garment', Garment],
    ['Guest', Guest],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with photos and every error showing', async () => {
    const user = anyFiles();
    const { container } = render(<Garment />);
    await user.upload(fileInput(), [
      imageFile('x.pdf', 'application/pdf'),
      imageFile('a.jpg'),
      imageFile('b.jpg'),
      imageFile('c.jpg'),
      imageFile('d.jpg'),
    ]);
    await user.click(submit());
    expect(await axe(container)).toHaveNoViolations();
  });
});
