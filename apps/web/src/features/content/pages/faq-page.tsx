import type { FaqCategory } from '@kopkar/domain';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageMeta } from '@/components/page-title';
import { SafeHtml } from '@/components/safe-html';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useFaqAnswers, useFaqCategories } from '../api/content-queries';
import { SectionNotice } from '../components/section-notice';

function FaqAnswers({ category, isOpen }: { category: string; isOpen: boolean }) {
  const { data: answers, isLoading, isError, refetch } = useFaqAnswers(category, isOpen);
  // Nothing is requested (and nothing shown as loading) until the category is first opened.
  if (isLoading) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Memuat jawaban">
        <SkeletonBlock />
        <SkeletonBlock width="70%" />
      </Stack>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Coba lagi
          </Button>
        }
      >
        Jawaban belum dapat dimuat.
      </Alert>
    );
  }
  if (!answers) return null;
  if (answers.length === 0)
    return <Typography color="text.secondary">Belum ada jawaban untuk kategori ini.</Typography>;
  return (
    <Stack spacing={2}>
      {answers.map((answer) => (
        <SafeHtml key={answer.id} html={answer.Answer} />
      ))}
    </Stack>
  );
}

function FaqItem({
  category,
  isOpen,
  onToggle,
}: {
  category: FaqCategory;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const id = `faq-${category.id}`;
  return (
    <Accordion expanded={isOpen} onChange={onToggle} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
          {category.Category}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {/* The answer is requested the first time the category opens (POST /FAQ/Detail), then kept. */}
        <FaqAnswers category={category.Category} isOpen={isOpen} />
      </AccordionDetails>
    </Accordion>
  );
}

/** /faq (members): an accordion of categories; opening one loads its answers. */
export function FaqPage() {
  const { data: categories, isPending, isError, refetch } = useFaqCategories();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageMeta
        title="FAQ"
        description="Pertanyaan yang sering diajukan anggota tentang keanggotaan, pinjaman dan pelunasan."
      />
      <Typography variant="h1" sx={{ mb: 1 }}>
        FAQ
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pilih kategori untuk melihat jawabannya.
      </Typography>
      {isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Memuat FAQ">
          {[1, 2, 3, 4].map((key) => (
            <SkeletonBlock key={key} height={56} rounded />
          ))}
        </Stack>
      ) : isError ? (
        <SectionNotice text="FAQ belum dapat dimuat." onRetry={() => void refetch()} />
      ) : categories.length === 0 ? (
        <SectionNotice text="Belum ada FAQ. Hubungi pengurus koperasi bila Anda punya pertanyaan." />
      ) : (
        <div>
          {categories.map((category) => (
            <FaqItem
              key={category.id}
              category={category}
              isOpen={openId === category.id}
              onToggle={() => setOpenId((current) => (current === category.id ? null : category.id))}
            />
          ))}
        </div>
      )}
    </Container>
  );
}
