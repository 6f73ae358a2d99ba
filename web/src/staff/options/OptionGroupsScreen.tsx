import { can } from '@konyha/domain/users/capabilities';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { AdminScreen } from '../shared/AdminScreen.tsx';
import { optionGroupsQuery } from '../shared/api/optionGroups.ts';
import { nameIn } from '../shared/names.ts';
import { OptionGroupCard } from './OptionGroupCard.tsx';
import { OptionGroupForm } from './OptionGroupForm.tsx';
import styles from './options.module.css';

/**
 * /dashboard/option-groups (all staff; issue 15): every option group with its options. Any staff role switches a
 * single option off when it runs out; ADMIN and MANAGER add and edit groups, shared by every product that uses them.
 */
export function OptionGroupsScreen() {
  return (
    <AdminScreen title="options.title">
      <OptionGroups />
    </AdminScreen>
  );
}

const newGroupButtonId = 'option-group-new';

function OptionGroups() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { user } = useSession();
  const canManage = user ? can(user.role, 'manageProducts') : false;
  const groups = useQuery(optionGroupsQuery);
  // The group whose editor is open: its id, 'new', or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const editorTitle = useRef<HTMLHeadingElement>(null);
  const edited = groups.data?.find((group) => group.id === editing);

  // The editor opens above the list: the focus goes to its title, and back to the new-group button when it closes.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing !== null) editorTitle.current?.focus();
    else if (wasEditing.current) document.getElementById(newGroupButtonId)?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  return (
    <>
      <p className={styles.intro}>{t(canManage ? 'options.intro' : 'options.assistantIntro')}</p>
      {editing !== null ? (
        <section aria-labelledby="option-group-editor" className={styles.editor}>
          <h2 id="option-group-editor" ref={editorTitle} tabIndex={-1}>
            {edited ? t('options.editing', { name: nameIn(edited, language) }) : t('options.adding')}
          </h2>
          <OptionGroupForm key={editing} group={edited} onDone={() => setEditing(null)} />
        </section>
      ) : canManage ? (
        <div>
          <button
            type="button"
            id={newGroupButtonId}
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            onClick={() => setEditing('new')}
          >
            {t('options.newGroup')}
          </button>
        </div>
      ) : null}
      {groups.isPending ? (
        <Spinner label={t('loading')} />
      ) : groups.isError ? (
        <p role="alert">{t('listLoadFailed')}</p>
      ) : groups.data.length === 0 ? (
        <p>{t('options.empty')}</p>
      ) : (
        <ul className={styles.groups}>
          {groups.data.map((group) => (
            <OptionGroupCard
              key={group.id}
              group={group}
              onEdit={canManage ? () => setEditing(group.id) : undefined}
            />
          ))}
        </ul>
      )}
    </>
  );
}
