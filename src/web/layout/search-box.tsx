import '../components/overlay-styles';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { msg } from '../../shared/messages.es';
import { paths } from '../paths';
import classes from './top-bar.module.css';

/** The top-bar search; the bot autocomplete joins it with the directory. */
export default function SearchBox({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    if (!q) return;
    onClose();
    void navigate(paths.explore({ q }));
  };
  return (
    <form onSubmit={handleSubmit} className={classes.search} role="search">
      <TextInput
        autoFocus
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
        placeholder={msg.search.placeholder}
        aria-label={msg.search.placeholder}
        leftSection={<IconSearch size={16} />}
        rightSection={<CloseButton aria-label={msg.nav.closeSearch} onClick={onClose} />}
        radius="xl"
      />
    </form>
  );
}
