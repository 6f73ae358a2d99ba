import type { Photo, Product } from '@konyha/domain/menu/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/button.module.css';
import { Field } from '../../../components/form/Field.tsx';
import formStyles from '../../../components/form/form.module.css';
import { useLanguage } from '../../../i18n/i18n.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { nameIn } from '../../shared/names.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';
import { useDeletePhoto, useSetPhoto } from '../api/adminProducts.ts';
import styles from './ProductPhotoField.module.css';

const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
/** The server's limit (issue 15), checked here too so a phone does not send 50 MB to hear no. */
export const maxPhotoBytes = 10 * 1024 * 1024;
const previewWidth = 240;

type Problem = 'photoTooLarge' | 'photoType' | 'photoInvalid';

/** Why a chosen file cannot be sent, if it cannot. The server checks the content again; this spares the upload. */
function problemOf(file: File): Problem | undefined {
  if (!photoTypes.includes(file.type)) return 'photoType';
  if (file.size > maxPhotoBytes) return 'photoTooLarge';
  return undefined;
}

/** The server's refusal as the field's message; anything else is the general server-error toast. */
function problemOfRefusal(error: unknown): Problem | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'PAYLOAD_TOO_LARGE') return 'photoTooLarge';
  if (error.code === 'VALIDATION_ERROR') return 'photoInvalid';
  return undefined;
}

/** The smallest WebP of the photo: every browser shows it, and the preview is small. */
const previewOf = (photo: Photo) =>
  photo.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0];

/**
 * The dish photo of a saved product (ADMIN, MANAGER): the current one, a new upload sent at once as the file itself,
 * and removal. Not part of the form's values: the photo is saved on its own, so Cancel does not undo it.
 */
export function ProductPhotoField({ product }: { product: Product }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const upload = useSetPhoto();
  const remove = useDeletePhoto();
  // The answer's photo shows at once; the list's copy follows when it reloads.
  const [photo, setPhoto] = useState(product.photo);
  const [problem, setProblem] = useState<Problem>();
  const busy = upload.isPending || remove.isPending;
  const preview = photo ? previewOf(photo) : undefined;
  const name = nameIn(product, language);

  const saved = (toast: 'toast.photoSaved' | 'toast.photoRemoved') => (answer: { products: Product[] }) => {
    setPhoto(answer.products.find((p) => p.id === product.id)?.photo ?? null);
    notifyStaff('success', toast, 'short');
  };
  const refused = (error: unknown) => {
    const refusal = problemOfRefusal(error);
    if (refusal) setProblem(refusal);
    else notifyServerError();
  };

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const local = problemOf(file);
    setProblem(local);
    if (!local)
      upload.mutate({ id: product.id, file }, { onSuccess: saved('toast.photoSaved'), onError: refused });
  };

  return (
    <fieldset className={`${formStyles.fieldset} ${formStyles.wide}`} aria-busy={busy || undefined}>
      <legend>{t('product.photo')}</legend>
      {photo && preview ? (
        <img
          className={styles.preview}
          src={preview.url}
          width={previewWidth}
          height={Math.round((previewWidth * photo.height) / photo.width)}
          alt={t('product.photoOf', { name })}
        />
      ) : (
        <p className={formStyles.hint}>{t('product.noPhoto')}</p>
      )}
      <Field
        label={t(photo ? 'product.replacePhoto' : 'product.uploadPhoto')}
        hint={t('product.photoHint')}
        errorText={problem && t(`product.${problem}`)}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={photoTypes.join(',')}
            disabled={busy}
            onChange={(event) => choose(event.currentTarget)}
          />
        )}
      </Field>
      <p role="status" className={formStyles.hint}>
        {upload.isPending
          ? t('product.photoUploading')
          : remove.isPending
            ? t('product.photoRemoving')
            : null}
      </p>
      {photo ? (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          disabled={busy}
          onClick={() =>
            remove.mutate(product.id, { onSuccess: saved('toast.photoRemoved'), onError: notifyServerError })
          }
        >
          {t('product.removePhoto')}
        </button>
      ) : null}
    </fieldset>
  );
}
