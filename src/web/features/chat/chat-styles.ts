// The Mantine styles of the chat and the tip card, loaded with them (see src/web/styles.ts).
import '../../components/overlay-styles';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Image.css';
