import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Input, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { REVIEW_LIMITS, reviewTextError } from '@common/review-rules';
import { errorMessage } from '@/lib/errors';
import { useMounted } from '@/lib/hydration-safe';
import { useSubmitReview } from '../api';

/** One product's review: 1–5 stars, a one-line title, up to 2,000 characters (common/review-rules.ts). */
export function ReviewForm({ orderId, productId, productName }: { orderId: string; productId: string; productName: string }) {
  const mounted = useMounted();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'rating' | 'title' | 'body', string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, loading } = useSubmitReview(orderId);
  const ids = { rating: `review-rating-${productId}` };

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const found = reviewTextError({ rating, title, body });
    setErrors(found ? { [found[0]]: found[1] } : {});
    if (found) return;
    try {
      await submit({ productId, rating, title: title.trim(), body: body.trim() });
    } catch (error) {
      setProblem(errorMessage(error, 'We could not send your review just now. Please try again.'));
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label={`Review ${productName}`}>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Input.Wrapper label="Your rating" required error={errors.rating} labelProps={{ id: `${ids.rating}-label` }}>
          <Rating
            value={rating}
            onChange={(value) => {
              setRating(value);
              setErrors((current) => ({ ...current, rating: undefined }));
            }}
            size="lg"
            color="turmeric"
            aria-labelledby={`${ids.rating}-label`}
            getSymbolLabel={(index) => `${index} ${index === 1 ? 'star' : 'stars'}`}
          />
        </Input.Wrapper>
        <TextInput
          label="Title"
          required
          maxLength={REVIEW_LIMITS.titleMax}
          value={title}
          error={errors.title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setErrors((current) => ({ ...current, title: undefined }));
          }}
        />
        <Textarea
          label="Your review"
          required
          autosize
          minRows={3}
          maxLength={REVIEW_LIMITS.bodyMax}
          description={`${body.length} / ${REVIEW_LIMITS.bodyMax.toLocaleString('en-IN')} characters`}
          value={body}
          error={errors.body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setErrors((current) => ({ ...current, body: undefined }));
          }}
        />
        <Button type="submit" loading={loading} disabled={!mounted} style={{ alignSelf: 'flex-start' }}>
          Send review
        </Button>
      </Stack>
    </form>
  );
}
